package fonts

import "testing"

// BenchmarkExtensionLoad is what drawing the first character of an
// extension's part costs once per process: unpacking and checking the file.
func BenchmarkExtensionLoad(b *testing.B) {
	for _, fam := range Families[1:] {
		for _, part := range fam.Extensions {
			b.Run(part, func(b *testing.B) {
				packed, err := files.ReadFile(part + ".gz")
				if err != nil {
					b.Fatal(err)
				}
				for b.Loop() {
					data, err := gunzip(packed)
					if err != nil {
						b.Fatal(err)
					}
					if _, err := Load(part, data); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
