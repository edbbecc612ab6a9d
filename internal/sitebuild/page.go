package sitebuild

import (
	"errors"
	"path"

	"github.com/hayami-mahjong/hayami/internal/clibase"
	"github.com/hayami-mahjong/hayami/internal/outdir"
	"github.com/hayami-mahjong/hayami/internal/webpage"
	"github.com/hayami-mahjong/hayami/pipeline"
)

// WritePage writes the page's files alone into the folder out (as --out
// names it), as a site is written: only into a folder hayami owns, the
// manifest last.
func WritePage(sys clibase.System, out string, files []webpage.PageFile) (r outdir.Result, err error) {
	o, err := open(sys, out)
	if err != nil {
		return r, err
	}
	defer func() {
		if ferr := o.Finish(err == nil); ferr != nil {
			err = errors.Join(err, ferr)
		}
	}()
	r = writePage(o, "", files)
	return r, r.Err
}

// writePage writes the page's files into the folder dir of o, each
// subfolder's files together.
func writePage(o *outdir.Site, dir string, files []webpage.PageFile) outdir.Result {
	var total outdir.Result
	byDir := map[string][]pipeline.File{}
	var dirs []string
	for _, f := range files {
		d := path.Dir(f.Path)
		if _, ok := byDir[d]; !ok {
			dirs = append(dirs, d)
		}
		byDir[d] = append(byDir[d], pipeline.File{Name: path.Base(f.Path), Data: f.Data})
	}
	for _, d := range dirs {
		r := o.Write(path.Join(dir, d), byDir[d])
		total.Add(r)
		if r.Err != nil {
			return total
		}
	}
	return total
}
