// The page's trainer panel (issue 32, docs/panels.md "Trainer"), drawn by
// app.js's panel framework: hayami drill's questions on the page's rules,
// one at a time on screen, each answer checked against the drill's own
// answer sheet, with a score; a set number (seed) to share the same set,
// and the set's printed sheets, as `hayami drill` writes them.
//
// The page computes no payment: the questions and their answers are the
// JSON of `hayami drill --format json`, and an answer is right when the
// numbers typed are the numbers of the drill's answer text ("8,700",
// "2,000-4,000", "700 all", "80 fu"): the digits of each field, whatever
// the grouping (8700, 8,700, 8 700 and 8.700 are one number). A
// non-dealer's tsumo, whose answer has two numbers, has two fields, each
// non-dealer's payment and the dealer's; the dealer's is the larger of the
// two (a dealer pays double), so the fields are matched to the answer's
// numbers by size, whatever order the language prints them in. A dealer's
// tsumo is its one number ("700 all": 700).
'use strict';

(() => {
  const kinds = ['pay', 'fu', 'table'];
  const counts = ['5', '10', '20'];

  // progress is how far the player is in the set named by key (kind,
  // seed, count): the question shown, how many were answered and right,
  // and the current question's check ({ok, typed}) once made. It outlives
  // a redraw (a new page language), so the player goes on where they were.
  let progress = { key: '', index: 0, answered: 0, right: 0, check: null };
  // printed are the Blob URLs of the set's sheets offered, revoked when
  // others replace them.
  let printed = [];

  // numbers are the whole numbers of an answer's text, as digits: a
  // number grouped the language's way ("8,700", "8 700", "8.700") is one.
  const numbers = (text) => (text.match(/\d{1,3}(?:[,.\u00a0\u202f' ]\d{3})+(?!\d)|\d+/g) || []).map((n) => n.replace(/\D/g, ''));
  // typedNumber is the digits of what was typed ('' for none).
  const typedNumber = (text) => text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');

  // isRight says whether what was typed (one field, or the non-dealers'
  // and the dealer's) is the answer's numbers.
  function isRight(typed, answer) {
    if (answer.length === 2) {
      const [low, high] = [...answer].sort((a, b) => Number(a) - Number(b));
      return typed[0] === low && typed[1] === high;
    }
    return typed[0] === answer.join('');
  }

  // lineText is a cell's text, its lines joined.
  const lineText = (cell) => cell.lines.map((l) => l.text).join(' ');

  // calcOf is the calc command line of a payment question, read from
  // its English words ("2 han 90 fu · Dealer ron · 1 honba"), which the
  // drill writes the same way for every seed: the page asks calc for the
  // working, in the page's language; null for words it does not know.
  function calcOf(detail) {
    const m = /^(\d+) han(?: (\d+) fu)? · (Dealer|Non-dealer) (?:ron|tsumo)(?: · (\d+) honba)?$/.exec(detail || '');
    if (!m) return null;
    return ['--han', m[1], ...(m[2] ? ['--fu', m[2]] : []), ...(m[3] === 'Dealer' ? ['--dealer'] : []), ...(m[4] ? ['--honba', m[4]] : [])];
  }

  // questionsOf turns the drill's JSON document into the questions of
  // the set: {prompt, hand?, answer (its text), numbers, working?}. A pay
  // or fu sheet's questions are its list's rows, their answers the
  // answer list's rows; a table's are the practice grids' blank lines
  // (ron, tsumo), count of them spread over both grids in order.
  function questionsOf(doc, kind, count, page) {
    const { t } = page;
    const practice = doc.tables.filter((x) => !x.answers);
    const answers = doc.tables.filter((x) => x.answers);
    if (kind !== 'table') {
      return practice[0].rows.map((row, i) => {
        const got = answers[0].rows[i];
        const text = lineText(got.cells[0]);
        const [, ...working] = (got.detail || '').split('\n');
        return { prompt: row.detail, hand: row.hand, answer: text, numbers: numbers(text), working: kind === 'fu' ? working.join('\n') : '' };
      });
    }
    const blanks = [];
    practice.forEach((grid, g) => {
      const who = grid.caption.split(/[:：]/)[0].trim() || grid.caption;
      grid.rows.forEach((row, r) => row.cells.forEach((cell, c) => cell.lines.forEach((line, l) => {
        if (line.text !== '' || line.unreachable) return;
        const text = answers[g].rows[r].cells[c].lines[l].text;
        blanks.push({ prompt: t('trainer.cell', who, grid.columns[c], row.label, t(l === 0 ? 'trainer.ron' : 'trainer.tsumo')), answer: text, numbers: numbers(text) });
      })));
    });
    const n = Math.min(count, blanks.length);
    return Array.from({ length: n }, (_, i) => blanks[Math.floor((i + 0.5) * blanks.length / n)]);
  }

  // handOf draws a fu question's hand as the sheet does: each group of
  // tiles (the concealed ones, each call, the winning tile apart) with
  // the sheet's faces in its language, the same tiles page.tile draws.
  function handOf(hand, page) {
    const { el } = page;
    const tile = (x) => (x.number
      ? el('span', { class: x.number === '0' ? 'tile red' : 'tile' }, el('span', { class: 'n', text: x.number === '0' ? '5' : x.number }), el('span', { class: 's', text: x.face }))
      : el('span', { class: 'tile honour', text: x.face }));
    return el('div', { class: 'hand' }, hand.groups.map((g) => el('span', { class: g.win ? 'group win' : 'group' },
      g.win ? el('span', { class: 'plus', text: '+' }) : null,
      el('span', { class: 'tiles' }, g.tiles.map(tile)),
      g.label ? el('small', { text: g.label }) : null)));
  }

  hayamiPanel({
    id: 'trainer',
    label: 'panel.trainer',
    async draw(box, page) {
      const { t, el } = page;
      const kind = kinds.includes(page.get('trainer.kind')) ? page.get('trainer.kind') : 'pay';
      const count = counts.includes(page.get('trainer.count')) ? page.get('trainer.count') : '10';
      let seed = page.get('trainer.seed');
      if (!/^\d{1,9}$/.test(seed)) {
        seed = String(1 + Math.floor(Math.random() * 9999)); // a set of one's own, kept in the link from now on
        page.set('trainer.seed', seed);
      }
      const key = [kind, seed, count].join(' ');
      if (progress.key !== key) progress = { key, index: 0, answered: 0, right: 0, check: null };

      // redraw draws the panel again (a new set), keeping the focus on
      // the control that had it, by its id.
      const redraw = async () => {
        const focused = box.contains(document.activeElement) ? document.activeElement.id : '';
        box.replaceChildren();
        await this.draw(box, page);
        if (focused) document.getElementById(focused)?.focus();
      };
      const choose = (name, value) => {
        page.set('trainer.' + name, value);
        redraw();
      };

      const quiz = el('div', { id: 'trainer-quiz', class: 'trainer-quiz' });
      // result is the live region that says right or wrong (drawn once,
      // so that a screen reader hears each check); after holds Next.
      const result = el('div', { id: 'trainer-result', class: 'result', role: 'status', 'aria-live': 'polite' });
      const after = el('div', { id: 'trainer-after', class: 'row' });

      const select = (name, label, values, value, text) => el('div', { class: 'field' },
        el('label', { for: 'trainer-' + name, text: label }),
        el('select', { id: 'trainer-' + name, onchange: (e) => choose(name, e.target.value) },
          values.map((v) => el('option', { value: v, selected: v === value, text: text(v) }))));
      const seedError = el('p', { id: 'trainer-seed-err', class: 'error', hidden: true });
      const seedInput = el('input', { type: 'text', id: 'trainer-seed', inputmode: 'numeric', autocomplete: 'off', value: seed,
        'aria-describedby': 'trainer-seed-err', onchange: (e) => {
          const v = e.target.value.trim();
          if (!/^\d{1,9}$/.test(v)) {
            seedError.hidden = false;
            seedError.textContent = t('trainer.seed.bad');
            e.target.setAttribute('aria-invalid', 'true');
            return;
          }
          choose('seed', String(Number(v)));
        } });
      const setBox = el('fieldset', {}, el('legend', { text: t('trainer.set') }),
        select('kind', t('trainer.kind'), kinds, kind, (k) => t('trainer.kind.' + k)),
        select('count', t('trainer.count'), counts, count, (c) => c),
        el('div', { class: 'field' }, el('label', { for: 'trainer-seed', text: t('trainer.seed') }),
          el('div', { class: 'row' }, el('span', { class: 'seed' }, seedInput),
            el('button', { type: 'button', class: 'quiet', id: 'trainer-new-seed', text: t('trainer.new-seed'),
              onclick: () => choose('seed', String(1 + Math.floor(Math.random() * 9999))) })),
          seedError));

      const link = page.link({ 'trainer.kind': kind, 'trainer.seed': seed, 'trainer.count': count });
      const copied = el('span', { id: 'trainer-copied', role: 'status' });
      const linkInput = el('input', { type: 'text', id: 'trainer-link', readonly: true, value: link });
      const shareBox = el('fieldset', {}, el('legend', { text: t('trainer.share') }),
        el('div', { class: 'field' }, el('label', { for: 'trainer-link', text: t('trainer.share.hint') }), linkInput),
        el('p', { class: 'row' }, el('button', { type: 'button', id: 'trainer-copy', text: t('copy-link'), onclick: async () => {
          await page.copy(linkInput);
          copied.textContent = t('copied');
        } }), copied));

      const files = el('ul', { id: 'trainer-files', class: 'files' });
      const printNote = el('p', { id: 'trainer-print-err', class: 'error', hidden: true });
      // print makes the set's sheets in these formats, as hayami drill
      // writes them, and offers them as links to save.
      const print = async (format) => {
        printNote.hidden = true;
        let got;
        try {
          got = await page.run('drill', ['--kind', kind, '--seed', seed, '--count', count, '--format', format, '--digits', page.digits(), ...page.printArgs(), '-q']);
        } catch (err) {
          got = { code: 1, stderr: String(err.message || err) };
        }
        if (got.code !== 0 || !got.files) {
          printNote.hidden = false;
          printNote.textContent = t('trainer.failed', page.problem(got.stderr || ''));
          return;
        }
        for (const url of printed) URL.revokeObjectURL(url);
        printed = [];
        files.replaceChildren(...got.files.map((f) => {
          const url = URL.createObjectURL(new Blob([f.bytes], { type: f.type }));
          printed.push(url);
          return el('li', {}, el('a', { href: url, download: f.name, 'data-type': f.type, text: f.name }));
        }));
        page.say(t('made', got.files.length));
        files.querySelector('a')?.focus();
      };
      const printBox = el('fieldset', {}, el('legend', { text: t('trainer.print') }),
        el('p', { class: 'doc', text: t('trainer.print.hint', Number(seed)) }),
        el('p', {}, el('code', { id: 'trainer-command', text: page.commandLine('drill', ['--kind', kind, '--seed', seed, '--count', count, '--lang', page.lang(), ...page.printArgs()]) })),
        el('p', { class: 'row' },
          el('button', { type: 'button', id: 'trainer-pdf', text: t('trainer.print.pdf'), onclick: () => print('pdf') }),
          el('button', { type: 'button', id: 'trainer-html', text: t('trainer.print.html'), onclick: () => print('html') })),
        printNote, files);

      box.append(
        el('h2', { id: 'panel-trainer-heading', tabindex: '-1', text: t('panel.trainer') }),
        el('p', { class: 'intro', text: t('trainer.intro') }),
        page.rulesLine(),
        quiz, result, after, setBox, shareBox, printBox);

      // The set in the page's language; a payment set in English too
      // (page.run adds the page's --lang to this one), for calcOf.
      const english = kind === 'pay' && page.lang() !== 'en';
      let got;
      try {
        got = await page.run('drill', ['--kind', kind, '--seed', seed, '--count', count, '--format', 'json', '--digits', page.digits(), '-q', ...(english ? ['--lang', 'en'] : [])]);
      } catch (err) {
        got = { code: 1, stderr: String(err.message || err) };
      }
      const docs = got.code === 0 ? (got.files || []).filter((f) => f.name.endsWith('.json')) : [];
      const file = docs.find((f) => !english || !f.name.includes('-en-drill-'));
      if (!file) {
        quiz.append(el('p', { class: 'error', text: t('trainer.failed', page.problem(got.stderr || '')) }));
        return;
      }
      const read = (f) => JSON.parse(new TextDecoder().decode(f.bytes));
      const questions = questionsOf(read(file), kind, Number(count), page);
      if (kind === 'pay') {
        const en = read(docs.find((f) => f.name.includes('-en-drill-')) || file);
        questions.forEach((q, i) => { q.calc = calcOf(en.tables[0].rows[i]?.detail); });
      }

      // working is a payment's working, calc's text, asked for when the
      // player opens it.
      const working = (args) => {
        const text = el('div', { class: 'working', id: 'trainer-working' });
        const box = el('details', { id: 'trainer-working-box', ontoggle: async () => {
          if (!box.open || text.textContent) return;
          let got;
          try {
            got = await page.run('calc', [...args, '--format', 'text', '--digits', page.digits()]);
          } catch (err) {
            got = { code: 1, stderr: String(err.message || err) };
          }
          text.textContent = got.code === 0 ? got.stdout.trimEnd() : page.problem(got.stderr || '');
        } }, el('summary', { text: t('trainer.working.pay') }), text);
        return box;
      };

      // show draws the question the player is at, or the score at the
      // end; focus, if given, is the id of the control to focus after.
      const show = (focus = '') => {
        quiz.replaceChildren();
        after.replaceChildren();
        const total = questions.length;
        if (progress.index >= total) {
          const done = t('trainer.done', progress.right, total);
          result.replaceChildren(el('p', { class: 'answer', id: 'trainer-done', text: done })); // said, once, in the live region
          after.append(
            el('button', { type: 'button', id: 'trainer-again', class: 'big', text: t('trainer.again'), onclick: () => {
              progress = { key, index: 0, answered: 0, right: 0, check: null };
              result.replaceChildren();
              show('trainer-answer');
            } }),
            el('button', { type: 'button', id: 'trainer-new-set', class: 'big quiet', text: t('trainer.new-set'), onclick: () => {
              page.set('trainer.seed', String(1 + Math.floor(Math.random() * 9999)));
              redraw().then(() => document.getElementById('trainer-answer')?.focus());
            } }));
          if (focus) document.getElementById(focus)?.focus();
          return;
        }
        const q = questions[progress.index];
        const two = q.numbers.length === 2;
        const field = (id, label) => el('div', { class: 'field' },
          el('label', { for: id, text: label }),
          id === 'trainer-answer' ? el('span', { class: 'doc', id: 'trainer-hint', text: t('trainer.answer.hint') }) : null,
          el('input', { type: 'text', id, inputmode: 'numeric', autocomplete: 'off', enterkeyhint: 'done', class: 'typed',
            'aria-describedby': 'trainer-hint', readonly: progress.check ? true : null, value: progress.check ? progress.check.typed[id === 'trainer-answer' ? 0 : 1] : '' }));
        const check = (event) => {
          event.preventDefault();
          if (progress.check) return next();
          const typed = [typedNumber(document.getElementById('trainer-answer').value)];
          if (two) typed.push(typedNumber(document.getElementById('trainer-answer-dealer').value));
          if (typed.some((x) => x === '')) {
            result.replaceChildren(el('p', { class: 'error', text: t('trainer.empty') }));
            document.getElementById(typed[0] === '' ? 'trainer-answer' : 'trainer-answer-dealer').focus();
            return;
          }
          const ok = isRight(typed, q.numbers);
          progress.check = { ok, typed: [document.getElementById('trainer-answer').value, two ? document.getElementById('trainer-answer-dealer').value : ''] };
          progress.answered++;
          if (ok) progress.right++;
          said();
          show('trainer-next');
        };
        const next = () => {
          progress.index++;
          progress.check = null;
          result.replaceChildren();
          show(progress.index >= total ? 'trainer-again' : 'trainer-answer');
        };
        // said puts the check's outcome in the live region: right or
        // wrong in words and a sign, the answer as hayami prints it.
        const said = () => {
          const c = progress.check;
          result.replaceChildren(...[el('p', { class: c.ok ? 'right answer' : 'wrong answer', id: 'trainer-verdict', text: t(c.ok ? 'trainer.right' : 'trainer.wrong', q.answer) }),
            q.working ? el('details', {}, el('summary', { text: t('trainer.working') }), el('div', { class: 'working', text: q.working })) : null,
            q.calc ? working(q.calc) : null].filter(Boolean));
        };
        quiz.append(...[
          el('p', { class: 'count' }, el('span', { id: 'trainer-count-now', text: t('trainer.question', progress.index + 1, total) }), ' · ',
            el('span', { id: 'trainer-score', text: t('trainer.score', progress.right, progress.answered) })),
          q.hand ? handOf(q.hand, page) : null,
          el('p', { class: 'question', id: 'trainer-question', text: q.prompt }),
          el('form', { id: 'trainer-form', onsubmit: check },
            el('div', { class: 'fields' }, two ? [field('trainer-answer', t('trainer.nondealers')), field('trainer-answer-dealer', t('trainer.dealer'))] : field('trainer-answer', t('trainer.answer'))),
            progress.check ? null : el('button', { type: 'submit', id: 'trainer-check', class: 'big', text: t('trainer.check') }))].filter(Boolean));
        if (progress.check) after.append(el('button', { type: 'button', id: 'trainer-next', class: 'big', text: t(progress.index + 1 >= total ? 'trainer.finish' : 'trainer.next'), onclick: next }));
        if (progress.check && !result.childElementCount) said();
        if (focus) document.getElementById(focus)?.focus();
      };
      show();
    },
  });
})();
