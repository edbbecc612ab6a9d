module hayami

go 1.26.8

require (
	github.com/pelletier/go-toml/v2 v2.4.3
	github.com/spf13/cobra v1.10.2
)

require (
	codeberg.org/go-pdf/fpdf v0.12.0 // indirect
	github.com/google/go-cmp v0.7.0 // indirect
	github.com/pdfcpu/pdfcpu v0.15.0 // indirect
	github.com/yuin/goldmark v1.8.7 // indirect
	golang.org/x/image v0.48.0 // indirect
)

require (
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/spf13/pflag v1.0.10 // indirect
	golang.org/x/text v0.44.0
)
