package fonts

import "testing"

// BenchmarkExtensionLoad is what drawing the first character of an
// extension costs once per process: unpacking and checking the file.
func BenchmarkExtensionLoad(b *testing.B) {
	for _, fam := range Families[1:] {
		b.Run(fam.Charset, func(b *testing.B) {
			packed, err := files.ReadFile(fam.Extension + ".gz")
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				data, err := gunzip(packed)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := Load(fam.Extension, data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
