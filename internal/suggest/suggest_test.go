package suggest

import "testing"

func TestNearest(t *testing.T) {
	t.Parallel()
	commands := []string{"build", "table", "calc", "fu", "drill", "site", "rules", "version"}
	tests := []struct {
		typed, want string
		ok          bool
	}{
		{"biuld", "build", true},
		{"BUILD", "build", true},
		{"tabel", "table", true},
		{"sit", "site", true},
		{"versoin", "version", true},
		{"f", "fu", true},
		{"nonsense", "", false},
		{"x", "", false},
	}
	for _, tt := range tests {
		got, ok := Nearest(tt.typed, commands)
		if ok != tt.ok || ok && got != tt.want {
			t.Errorf("Nearest(%q) = %q, %v; want %q, %v", tt.typed, got, ok, tt.want, tt.ok)
		}
	}
	if d := editDistance("kirage", "kiriage"); d != 1 {
		t.Errorf("editDistance(kirage, kiriage) = %d, want 1", d)
	}
	if d := editDistance("ab", "ba"); d != 1 {
		t.Errorf("editDistance(ab, ba) = %d, want 1 (a swap)", d)
	}
}
