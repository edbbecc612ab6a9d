# hayami: the two everyday commands are "make" (the default sheets into out/)
# and "make test" (what CI runs).

GO ?= go
# make test fuzzes each target for a number of inputs, about ten seconds'
# worth here: a -fuzztime in seconds can fail with "context deadline
# exceeded" and no failing input when a loaded machine's worker is still
# busy at the deadline (Go's fuzz coordinator, go.dev/issue/75804, fixed in
# Go 1.27). FUZZSCALE multiplies every count.
# Each fuzz target takes one stage (the rules parser, --set, the hand
# notation, the PDF layout, one output format, fonts), so that an input
# takes milliseconds. FUZZMIN bounds the minimizing of each new input: by
# default Go spends up to 60 s on each, counting its executions only at
# the end, which made a fuzz run look stuck. make fuzz fuzzes each target
# for FUZZTIME.
FUZZSCALE ?= 1
fuzzn = $(shell echo $$(( $(1) * $(FUZZSCALE) )))x
FUZZMIN = -fuzzminimizetime 200x
FUZZTIME ?= 2m
FUZZTARGETS = ruleset:FuzzParse ruleset:FuzzApply hand:FuzzCount pipeline:FuzzLayout pipeline:FuzzHTML \
	pipeline:FuzzMarkdown pipeline:FuzzJSON pipeline:FuzzCSV pipeline:FuzzPDF fonts:FuzzFontLoad fonts:FuzzFont

.PHONY: all build install dist man sheets site test test-short deps vet fuzz bench update-golden clean fonts wasm wasm-check

all: sheets

# A static binary (no cgo, so no dynamic loader at start) without the
# symbol table and DWARF: 15.5 -> 11.5 ms per "hayami version" process,
# 11.9 -> 8.7 MB. Stack traces keep function names and lines.
BUILDFLAGS ?= -trimpath -buildvcs=auto -ldflags '-s -w'

# With -tags maker, hayami holds the page that makes sheets in the browser
# (hayami maker, and make/ in hayami site), so hayami.wasm is built first.
build: wasm
	CGO_ENABLED=0 $(GO) build $(BUILDFLAGS) -tags maker -o bin/hayami ./cmd/hayami

# hayami for the browser (docs/maker.md): $(WASM)/hayami.wasm, without the
# CJK font extensions (-tags nocjkext: the page fetches fonts/*.ttf.gz when
# a sheet needs one), and Go's wasm_exec.js, which loads it, with Go's
# licence; internal/webpage embeds them (-tags maker).
WASM = internal/webpage/wasm
# Without inlining the wasm gzips to 13% less (3.63 -> 3.17 MB, what a
# page's first load is mostly made of), for a little more time per call.
WASMFLAGS ?= -gcflags=all=-l

wasm:
	mkdir -p $(WASM)
	GOOS=js GOARCH=wasm $(GO) build $(BUILDFLAGS) $(WASMFLAGS) -tags nocjkext -o $(WASM)/hayami.wasm ./cmd/hayami-wasm
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" $(WASM)/wasm_exec.js
	cp "$$($(GO) env GOROOT)/LICENSE" $(WASM)/wasm_exec.LICENSE

# $(WASM)/hayami.wasm in Node: every function of the hayami object once, the
# PDF compared byte for byte with hayami build's, and the timings.
wasm-check: wasm build
	node tools/wasm/check.mjs $(WASM)/hayami.wasm bin/wasm-check.pdf
	rm -rf bin/wasm-check && ./bin/hayami build --rules tenhou --set kiriage=true --format pdf --sheets nondealer --out bin/wasm-check >/dev/null
	cmp bin/wasm-check.pdf bin/wasm-check/tenhou-kiriage-en-nondealer-a4.pdf
	rm -rf bin/wasm-check bin/wasm-check.pdf

# hayami on your PATH, with the page: into $GOBIN (or $(go env GOPATH)/bin),
# and its manual pages into $(MANDIR): $(PREFIX)/share/man/man1, PREFIX
# /usr/local for root and ~/.local for anyone else (man finds both).
PREFIX ?= $(if $(filter 0,$(shell id -u)),/usr/local,$(HOME)/.local)
MANDIR ?= $(PREFIX)/share/man/man1

install: wasm man
	CGO_ENABLED=0 $(GO) install $(BUILDFLAGS) -tags maker ./cmd/hayami
	mkdir -p $(MANDIR)
	cp out/man/*.1 $(MANDIR)/
	@echo "installed the manual pages into $(MANDIR) (man hayami-build)"

# Release binaries for linux, darwin and windows on amd64 and arm64, each
# with the page, with SHA256SUMS, into dist/ (tools/dist/build.sh; reproducible).
dist:
	tools/dist/build.sh dist

# Manual pages, into out/man (read one with: man -l out/man/hayami.1), with
# each command's reference from docs/commands.md, dated by the last commit.
# The man command is built only here (-tags man): its generator would
# otherwise start with every run of hayami.
man:
	rm -rf out/man
	SOURCE_DATE_EPOCH=$${SOURCE_DATE_EPOCH:-$$(git log -1 --format=%ct 2>/dev/null)} $(GO) run -tags man ./cmd/hayami man --out out/man --docs docs

# The default sheets of the embedded default rule set, into out/.
sheets: build
	./bin/hayami

# Every preset in every language, every sheet in every format: a static
# site in out/site/ (open out/site/index.html, or copy the folder to a web host).
site: build
	./bin/hayami site --out out/site

# What the tests need beside Go (tools/deps.sh): installed when missing,
# or named with the command that installs them.
deps:
	@tools/deps.sh

test: deps vet
	$(GO) test ./...
	$(GO) test -tags man -run '^TestManPages$$' ./cmd/hayami
	$(GO) test -tags browser,maker -run '^(TestHTMLInBrowser|TestFragmentsAtHostEdges|TestMakerPage|TestMakerWritesPage|TestMakerServe|TestFirefox|TestPageCommandsInWorker|TestPanel.*)$$' ./cmd/hayami ./internal/testenv/bidi
	$(GO) test -tags nocjkext -run '^(TestProvide|TestFontNeeded)$$' ./fonts ./pipeline
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime $(call fuzzn,20000) $(FUZZMIN) ./ruleset
	$(GO) test -run '^$$' -fuzz '^FuzzApply$$' -fuzztime $(call fuzzn,20000) $(FUZZMIN) ./ruleset
	$(GO) test -run '^$$' -fuzz '^FuzzCount$$' -fuzztime $(call fuzzn,50000) $(FUZZMIN) ./hand
	$(GO) test -run '^$$' -fuzz '^FuzzLayout$$' -fuzztime $(call fuzzn,5000) $(FUZZMIN) ./pipeline
	$(GO) test -run '^$$' -fuzz '^FuzzHTML$$' -fuzztime $(call fuzzn,4000) $(FUZZMIN) ./pipeline
	$(GO) test -run '^$$' -fuzz '^FuzzMarkdown$$' -fuzztime $(call fuzzn,5000) $(FUZZMIN) ./pipeline
	$(GO) test -run '^$$' -fuzz '^FuzzJSON$$' -fuzztime $(call fuzzn,3000) $(FUZZMIN) ./pipeline
	$(GO) test -run '^$$' -fuzz '^FuzzCSV$$' -fuzztime $(call fuzzn,4000) $(FUZZMIN) ./pipeline
	$(GO) test -run '^$$' -fuzz '^FuzzPDF$$' -fuzztime $(call fuzzn,2500) $(FUZZMIN) ./pipeline
	$(GO) test -run '^$$' -fuzz '^FuzzFontLoad$$' -fuzztime $(call fuzzn,100000) $(FUZZMIN) ./fonts
	$(GO) test -run '^$$' -fuzz '^FuzzFont$$' -fuzztime $(call fuzzn,60000) $(FUZZMIN) ./fonts
	tools/dist/check.sh
	tools/dist/install-check.sh

# The fast local loop: every package's tests, each exhaustive matrix cut
# to its representatives (go test -short, internal/testenv). Not CI's run.
test-short:
	$(GO) test -short ./...

vet: wasm
	@unformatted=$$(gofmt -l .); if [ -n "$$unformatted" ]; then echo "gofmt would change: $$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) vet -tags browser,man,maker ./cmd/hayami ./internal/webpage
	$(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...
	$(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2 -tags browser,man,maker ./cmd/hayami ./internal/webpage
	GOOS=js GOARCH=wasm $(GO) vet -tags nocjkext ./cmd/hayami-wasm

fuzz:
	for t in $(FUZZTARGETS); do \
		$(GO) test -run '^$$' -fuzz "^$${t#*:}$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 10s ./$${t%%:*} || exit 1; \
	done

# Go benchmarks (the whole site among them), the site as one process
# (wall time and peak memory), then hayami against Chromium printing
# hayami's HTML of the same sheet and against typst compiling the same table.
bench: build
	$(GO) test -run '^$$' -bench . -benchmem ./table ./render/pdf
	$(GO) test -run '^$$' -bench . -benchmem -benchtime 3x ./cmd/hayami
	rm -rf $${TMPDIR:-/tmp}/hayami-bench-site
	if [ -x /usr/bin/time ]; then /usr/bin/time -f "site as a process: %e s wall, %M KB peak" ./bin/hayami site --out $${TMPDIR:-/tmp}/hayami-bench-site; \
	else time ./bin/hayami site --out $${TMPDIR:-/tmp}/hayami-bench-site; fi
	rm -rf $${TMPDIR:-/tmp}/hayami-bench-site
	$(GO) test -tags browser,maker -run '^$$' -bench '^BenchmarkMakerPage$$' -benchtime 3x ./cmd/hayami
	tools/bench/chromium.sh 10
	tools/bench/typst.sh 10

update-golden:
	$(GO) test ./cmd/hayami ./render/pdf -update

clean:
	rm -rf bin dist
	find out -mindepth 1 ! -name .gitkeep -delete

# Regenerate the embedded fonts and the CJK fonts' national-set extensions
# (fonts/README.md) from Debian's fonts-dejavu-extra, fonts-vlgothic,
# fonts-baekmuk, fonts-arphic-gbsn00lp and fonts-arphic-bsmi00lp.
fonts:
	$(GO) run ./internal/cmd/fontcut
