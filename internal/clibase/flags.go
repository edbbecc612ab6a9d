package clibase

import (
	"strconv"
)

// decimalInt is an int flag read in base 10 only: pflag's own reads Go's
// prefixes, so "--honba 010" would be 8 and "0x10" 16, where the page and
// any person read 10 and an error.
type decimalInt struct{ p *int }

func (d decimalInt) String() string { return strconv.Itoa(*d.p) }
func (d decimalInt) Type() string   { return "int" }

// Set reads a whole number in base 10; a bad one fails with strconv's
// error, which FlagError words.
func (d decimalInt) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, strconv.IntSize)
	if err != nil {
		return err
	}
	*d.p = int(n)
	return nil
}

// decimalUint64 is decimalInt for a uint64 flag.
type decimalUint64 struct{ p *uint64 }

func (d decimalUint64) String() string { return strconv.FormatUint(*d.p, 10) }
func (d decimalUint64) Type() string   { return "uint64" }

// Set reads a whole number of 0 or more in base 10.
func (d decimalUint64) Set(s string) error {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return err
	}
	*d.p = n
	return nil
}

// IntFlag defines an int flag read in base 10 (decimalInt).
func IntFlag(f Flags, p *int, name string, value int, usage string) {
	*p = value
	f.Var(decimalInt{p}, name, usage)
}

// Uint64Flag defines a uint64 flag read in base 10.
func Uint64Flag(f Flags, p *uint64, name string, value uint64, usage string) {
	*p = value
	f.Var(decimalUint64{p}, name, usage)
}
