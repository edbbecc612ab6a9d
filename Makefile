# hayami: the two everyday commands are "make" (the default sheets into out/)
# and "make test" (what CI runs).

GO ?= go
FUZZTIME ?= 10s

.PHONY: all build sheets test vet fuzz bench update-golden clean fonts

all: sheets

build:
	$(GO) build -o bin/hayami ./cmd/hayami

# The default sheets of the embedded default rule set, into out/.
sheets: build
	./bin/hayami

test: vet
	$(GO) test ./...
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(FUZZTIME) ./ruleset

vet:
	@unformatted=$$(gofmt -l .); if [ -n "$$unformatted" ]; then echo "gofmt would change: $$unformatted"; exit 1; fi
	$(GO) vet ./...

fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime 5m ./ruleset

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

update-golden:
	$(GO) test ./cmd/hayami ./render/pdf -update

clean:
	rm -rf bin
	find out -mindepth 1 ! -name .gitkeep -delete

# Regenerate the embedded fonts from Debian's fonts-dejavu-extra.
fonts:
	$(GO) run ./fonts/cut
