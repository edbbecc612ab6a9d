// The page's fu-from-tiles panel (issue 32, docs/maker.md), drawn by app.js's
// panel framework: hayami fu on the page's rules. A hand is tapped in with
// the tile picker or typed in hayami's notation (the two kept in step), its
// calls added with the picker, and hayami fu counts it: the fu, every line
// and the other readings as its text says them in the page's language.
// The han is the player's to give (the count knows only the yaku that
// depend on the reading); hayami calc pays it. Nothing here counts a fu or
// a payment: the panel only reads the notation to draw the tiles.
'use strict';

(() => {
  // rows are the picker's rows: each suit's numbers, the honours, the red fives.
  const rows = [
    ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m'],
    ['1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p'],
    ['1s', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s'],
    ['1z', '2z', '3z', '4z', '5z', '6z', '7z'],
    ['0m', '0p', '0s'],
  ];
  // callKinds are the calls hayami fu takes, by its flags, with the tiles
  // one tap adds: a chi is the sequence from the tile tapped.
  const callKinds = ['chi', 'pon', 'kan', 'ankan'];
  const winds = ['E', 'S', 'W', 'N'];
  // adding is what the picker's next tiles are: the concealed hand or a
  // call. It is the picker's mode, not the hand's, so not in the link.
  let adding = 'hand';
  // asked counts the counts asked for, so that an answer to a hand that
  // has changed since is not shown.
  let asked = 0;

  // tilesOf reads hayami's notation into tiles ("123m5z" → 1m 2m 3m 5z),
  // leaving out what is no tile: hayami fu says what is wrong with it.
  const tilesOf = (text) => {
    const out = [];
    let digits = [];
    for (const ch of text) {
      if (ch >= '0' && ch <= '9') digits.push(ch);
      else if ('mpsz'.includes(ch)) {
        for (const d of digits) if (ch !== 'z' || (d >= '1' && d <= '7')) out.push(d + ch);
        digits = [];
      }
    }
    return out;
  };
  // notation writes tiles in hayami's notation, in their order, one suit
  // letter for each run of a suit (1m 2m 3m 9p 5m → "123m9p5m").
  const notation = (tiles) => {
    let out = '';
    tiles.forEach((tile, i) => {
      out += tile[0];
      if (tiles[i + 1]?.[1] !== tile[1]) out += tile[1];
    });
    return out;
  };
  // same is the tile a red five is a five of.
  const same = (tile) => tile.replace(/^0/, '5');
  // order sorts tiles as a hand is held: by suit, then number.
  const order = (a, b) => 'mpsz'.indexOf(a[1]) - 'mpsz'.indexOf(b[1]) || Number(same(a)[0]) - Number(same(b)[0]) || (a[0] === '0') - (b[0] === '0');
  // callTiles are the tiles one tap adds as a call of kind on tile, or
  // none where there is no such call (a chi from 8, 9 or an honour); a
  // red five tapped is one red five among them (0p: pon 055p, chi 067p).
  const callTiles = (kind, tile) => {
    const [n, suit] = same(tile);
    if (kind === 'chi') return suit === 'z' || Number(n) > 7 ? [] : [tile, ...[1, 2].map((i) => String(Number(n) + i) + suit)];
    return [tile, ...Array(kind === 'pon' ? 2 : 3).fill(same(tile))];
  };

  hayamiPanel({
    id: 'fu',
    label: 'panel.fu',
    draw(box, page) {
      const { t, el } = page;
      // The hand as the link holds it: the concealed tiles as typed, the
      // winning tile, each kind of call as a comma-separated list.
      let typed = page.get('fu.hand');
      let hand = tilesOf(typed);
      const calls = callKinds.flatMap((kind) => page.get('fu.' + kind).split(',').filter(Boolean).map((tiles) => ({ kind, tiles })));
      let selected = -1; // the hand's tile chosen, by its place in the hand as drawn

      // name is a tile's name in words ("5 of characters", "East").
      const name = (tile) => {
        const [n, suit] = tile;
        if (suit === 'z') return t('fu.tile.' + tile);
        const plain = t('fu.tile.' + suit, n === '0' ? '5' : n);
        return n === '0' ? t('fu.tile.red', plain) : plain;
      };
      // face is a tile button's content: the tile drawn, then, for a
      // screen reader, its name in words where they differ from what it
      // shows ("5m (5 of characters)"), so that the button's name begins
      // with what it shows, as a voice command names it.
      const face = (tile) => {
        const drawn = page.tile(tile);
        const words = name(tile);
        return [drawn, words === drawn.textContent ? null : el('span', { class: 'fu-sr', text: ' (' + words + ')' })];
      };
      // win is the winning tile: the one chosen if the hand holds it, else
      // its last tile, as hayami fu takes it.
      const win = () => {
        const chosen = page.get('fu.win');
        return hand.includes(chosen) ? chosen : hand[hand.length - 1] || '';
      };
      // used counts a tile (a red five with its fives) in the hand and the calls.
      const used = (tile) => [...hand, ...calls.flatMap((c) => tilesOf(c.tiles))].filter((x) => same(x) === same(tile)).length;
      // keepCalls keeps each kind of call in the link, as hayami fu's flags take them.
      const keepCalls = () => {
        for (const kind of callKinds) page.set('fu.' + kind, calls.filter((c) => c.kind === kind).map((c) => c.tiles).join(','));
      };
      // changed keeps the hand in the link and the field, draws it and counts it.
      const changed = (fromField = false) => {
        if (!fromField) {
          typed = notation(hand);
          field.value = typed;
        }
        page.set('fu.hand', typed);
        if (!hand.includes(page.get('fu.win'))) page.set('fu.win', '');
        keepCalls();
        drawHand();
        count();
      };

      // The picker: a mode (what the next tiles are), then every tile.
      const modes = el('fieldset', { class: 'choices fu-modes', 'aria-describedby': 'fu-adding-hint' }, el('legend', { text: t('fu.adding') }),
        el('div', {}, ['hand', ...callKinds].map((kind) => el('label', {},
          el('input', { type: 'radio', name: 'fu-adding', id: 'fu-adding-' + kind, value: kind, checked: kind === adding,
            onchange: () => { adding = kind; selected = -1; drawPicker(); drawHand(); } }),
          t('fu.add.' + kind)))),
        el('p', { class: 'type', id: 'fu-adding-hint', text: t('fu.add.hint') }));
      const picker = el('div', { class: 'fu-picker', role: 'group', 'aria-label': t('fu.picker') });
      const drawPicker = () => {
        const focused = picker.contains(document.activeElement) ? document.activeElement.id : '';
        picker.replaceChildren(...rows.map((row) => el('div', { class: 'fu-row' }, row.map((tile) => {
          const adds = adding === 'hand' ? [tile] : callTiles(adding, tile);
          const full = adds.length === 0 || adds.some((x) => used(x) + adds.filter((y) => same(y) === same(x)).length > 4);
          return el('button', { type: 'button', class: 'fu-pick', id: 'fu-pick-' + tile, 'aria-disabled': full ? 'true' : null,
            onclick: () => {
              if (full) return;
              if (adding === 'hand') hand.push(tile);
              else {
                // one call a tap: the next tiles are the hand's again
                calls.push({ kind: adding, tiles: notation(adds) });
                adding = 'hand';
                document.getElementById('fu-adding-hand').checked = true;
              }
              selected = -1;
              changed();
              drawPicker();
            } }, face(tile));
        }))));
        if (focused) document.getElementById(focused)?.focus();
      };

      // The typed notation, the hand's concealed tiles.
      const field = el('input', { type: 'text', id: 'fu-hand', value: typed, autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false',
        inputmode: 'text', 'aria-describedby': 'fu-hand-hint',
        oninput: () => { typed = field.value.trim(); hand = tilesOf(typed); selected = -1; changed(true); drawPicker(); } });

      // The hand as tiles: the concealed ones held in order, the winning
      // tile apart, then the calls; a tile tapped can be taken out or be
      // the winning tile.
      const shown = el('div', { class: 'fu-hand', id: 'fu-shown' });
      const drawHand = () => {
        const focused = shown.contains(document.activeElement) ? document.activeElement.id : '';
        const w = win();
        const held = [...hand].sort(order);
        if (w) held.push(...held.splice(held.indexOf(w), 1));
        const total = hand.length + 3 * calls.length;
        const items = held.map((tile, i) => {
          const isWin = w && i === held.length - 1;
          return el('button', { type: 'button', class: 'fu-held' + (isWin ? ' win' : ''), id: 'fu-held-' + i,
            'aria-pressed': String(i === selected),
            onclick: () => { selected = selected === i ? -1 : i; drawHand(); } }, face(tile),
            isWin ? el('span', { class: 'fu-win-mark', text: t('fu.win') }) : null);
        });
        const chosen = held[selected];
        shown.replaceChildren(...[
          el('p', { class: 'fu-count', id: 'fu-count', text: t('fu.count', total) }),
          hand.length ? el('div', { class: 'fu-tiles fu-held-tiles' }, items) : el('p', { class: 'type', text: t('fu.empty') }),
          chosen ? el('div', { class: 'fu-actions' },
            el('button', { type: 'button', id: 'fu-make-win', class: 'quiet', text: t('fu.make-win', name(chosen)),
              onclick: () => { page.set('fu.win', chosen); selected = -1; drawHand(); count(); $('fu-held-' + (hand.length - 1))?.focus(); } }),
            el('button', { type: 'button', id: 'fu-take-out', class: 'quiet', text: t('fu.remove', name(chosen)),
              onclick: () => { hand.splice(hand.indexOf(chosen), 1); selected = -1; changed(); drawPicker(); field.focus(); } })) : null,
          calls.length ? el('ul', { class: 'fu-calls' }, calls.map((c, i) => el('li', {},
            el('span', { class: 'fu-call-kind', text: t('fu.add.' + c.kind) }),
            el('span', { class: 'fu-tiles' }, tilesOf(c.tiles).map(page.tile)),
            el('button', { type: 'button', class: 'quiet', id: 'fu-call-' + i, 'aria-label': t('fu.remove', t('fu.add.' + c.kind) + ' ' + c.tiles),
              text: '×', onclick: () => { calls.splice(i, 1); changed(); drawPicker(); field.focus(); } })))) : null,
          hand.length || calls.length ? el('button', { type: 'button', id: 'fu-clear', class: 'quiet', text: t('fu.clear'),
            onclick: () => { hand = []; calls.length = 0; selected = -1; page.set('fu.win', ''); page.set('fu.han', ''); han.value = ''; changed(); drawPicker(); field.focus(); } }) : null,
        ].filter(Boolean));
        if (focused) (document.getElementById(focused) || field).focus();
      };
      const $ = (id) => document.getElementById(id);

      // How the hand was won.
      const windSelect = (id, key, fallback) => el('select', { id, onchange: (e) => { page.set(key, e.target.value === fallback ? '' : e.target.value); count(); } },
        winds.map((w, i) => el('option', { value: w, selected: (page.get(key) || fallback) === w, text: t('fu.tile.' + (i + 1) + 'z') })));
      const how = page.pair('fu-how', t('fu.how'), [['ron', t('fu.ron')], ['tsumo', t('fu.tsumo')]], page.get('fu.tsumo') === '1' ? 'tsumo' : 'ron',
        (v) => { page.set('fu.tsumo', v === 'tsumo' ? '1' : ''); count(); });
      // The honba counters and riichi deposits on the table, paid as the calculator pays them.
      const onTable = (key) => page.getInt('fu.' + key, 0, 99);
      const table = el('div', { class: 'row' },
        page.counter('fu-honba', t('calc.honba'), onTable('honba'), (n) => { page.set('fu.honba', n || ''); pay(); }),
        page.counter('fu-sticks', t('calc.sticks'), onTable('sticks'), (n) => { page.set('fu.sticks', n || ''); pay(); }));
      const rinshan = el('label', { class: 'fu-check' },
        el('input', { type: 'checkbox', id: 'fu-rinshan', checked: page.get('fu.rinshan') === '1',
          onchange: (e) => { page.set('fu.rinshan', e.target.checked ? '1' : ''); count(); } }), t('fu.rinshan'));

      // The han, the player's to give.
      const han = el('input', { type: 'number', id: 'fu-han', inputmode: 'numeric', min: 1, max: 99, step: 1, class: 'int',
        value: page.get('fu.han'), 'aria-describedby': 'fu-han-hint',
        oninput: () => { page.set('fu.han', han.value); pay(); } });
      const hanHint = el('p', { class: 'type', id: 'fu-han-hint' });
      // hanPays repeats the payment beside the han, which is far under it on a phone.
      const hanPays = el('output', { id: 'fu-han-pays', for: 'fu-han', 'aria-hidden': 'true' });
      const hanField = el('div', { class: 'field', id: 'fu-han-field' }, el('label', { for: 'fu-han', text: t('fu.han') }),
        el('span', { class: 'fu-han-row' }, han, hanPays));

      // The answer, first: the fu and the payment (or what is wrong),
      // told as it changes; the working, every line, under the inputs.
      const result = el('div', { class: 'result fu-result', id: 'fu-result', 'aria-live': 'polite' });
      const working = el('div', { id: 'fu-workings' });
      let counted = null; // the last count: {json, text}
      let prefill = '1'; // the han the panel gives until the player does: the reading's yaku's, at least 1

      // count has hayami fu count the hand, then pays it.
      const count = async () => {
        const n = ++asked;
        if (!hand.length && !calls.length) {
          counted = null;
          hanPays.textContent = '';
          hanHint.textContent = t('fu.han.hint', '0');
          result.replaceChildren(el('p', { class: 'type', text: t('fu.empty') }));
          working.replaceChildren();
          return;
        }
        const args = [typed];
        const w = win();
        if (w) args.push('--win', w);
        for (const c of calls) args.push('--' + c.kind, c.tiles);
        args.push('--seat', page.get('fu.seat') || 'S', '--round', page.get('fu.round') || 'E');
        if (page.get('fu.tsumo') === '1') args.push('--tsumo');
        if (page.get('fu.rinshan') === '1') args.push('--rinshan');
        const [text, json] = await Promise.all([page.run('fu', args), page.run('fu', [...args, '--format', 'json'])]);
        if (n !== asked) return;
        if (text.code !== 0) {
          counted = null;
          hanPays.textContent = '';
          hanHint.textContent = t('fu.han.hint', '0');
          result.replaceChildren(el('div', { class: 'wrong', id: 'fu-problem' },
            el('strong', { text: t('fu.invalid') }), ' ' + page.problem(text.stderr)));
          working.replaceChildren();
          return;
        }
        counted = { json: JSON.parse(json.stdout), text: text.stdout };
        // A yakuman by its tiles pays as one, whatever the han: no han to give.
        hanField.hidden = counted.json.yakuman > 0;
        if (counted.json.yakuman > 0) {
          hanHint.textContent = t('fu.yakuman');
        } else {
          const yakuHan = counted.json.yaku.reduce((sum, y) => sum + y.han, 0);
          hanHint.textContent = yakuHan ? t('fu.han.hint', String(yakuHan)) : t('fu.han.hint.none');
          prefill = String(Math.max(1, yakuHan));
          if (!page.get('fu.han')) han.value = prefill;
        }
        await pay();
      };

      // pay has hayami calc pay the hand at the han given (or the
      // reading's yaku's, at least 1) and shows the count and the payment.
      const pay = async () => {
        if (!counted) return;
        const n = asked;
        const { json, text } = counted;
        const h = Number(han.value) >= 1 ? String(Math.floor(Number(han.value))) : prefill;
        const dealer = (page.get('fu.seat') || 'S') === 'E';
        const tsumoWin = page.get('fu.tsumo') === '1';
        const way = tsumoWin ? 'tsumo' : 'ron'; // as calc's JSON names the ways of winning
        // A yakuman pays as many as the rules count (a double form 2), with
        // the fu for aotenjou.
        const args = [...(json.yakuman > 0 ? ['--yakuman', String(json.yakuman)] : ['--han', h]), '--fu', String(json.fu), '--digits', page.digits()];
        if (onTable('honba')) args.push('--honba', String(onTable('honba')));
        if (onTable('sticks')) args.push('--sticks', String(onTable('sticks')));
        if (dealer) args.push('--dealer');
        const [calcText, calcJSON] = await Promise.all([page.run('calc', args), page.run('calc', [...args, '--format', 'json'])]);
        if (n !== asked || counted?.json !== json) return;
        // The reading's yaku, named as the sheets name them, joined the language's way.
        // (A yakuman's are its yakuman, ×2 for a form the rules count double.)
        const named = json.yakuman > 0 ? json.yakuman_of.map((y) => page.yaku(y.id) + (y.count > 1 ? ' ×' + y.count : '')) : json.yaku.map((y) => page.yaku(y.id) + ' ' + y.han);
        const yaku = new Intl.ListFormat(page.lang(), { type: 'unit' }).format(named);
        const answer = [el('p', { class: 'answer', id: 'fu-answer', text: t('fu.answer', String(json.fu)) }),
          el('p', { class: 'fu-yaku', id: 'fu-yaku', text: named.length ? t('fu.yaku', yaku) : t('fu.yaku.none') })];
        if (calcText.code !== 0) {
          answer.push(el('p', { class: 'wrong', text: page.problem(calcText.stderr) }));
        } else {
          const paid = JSON.parse(calcJSON.stdout);
          const lines = calcText.stdout.trim().split('\n');
          // The payments as the sheets print them, as the calculator shows them.
          const [ron, tsumo, dealerShare, eachShare, gain] = await page.figures([paid.ron, { dealer: paid.tsumo.dealer, nondealer: paid.tsumo.nondealer },
            paid.tsumo.dealer, paid.tsumo.nondealer, paid.gain ? paid.gain[way] : 0]);
          if (n !== asked || counted?.json !== json) return;
          let big;
          let who;
          if (!paid.reachable[way]) {
            // calc's notes close its text, one a reason, in the reasons' order.
            const notes = lines.slice(lines.length - paid.reasons.length);
            big = t('fu.pay.none');
            who = notes.filter((_, i) => paid.reasons[i].startsWith(way + '-')).join(' ');
          } else if (!tsumoWin) {
            big = ron;
            who = t('fu.pay.ron');
          } else {
            big = tsumo;
            who = dealer ? t('fu.pay.tsumo-dealer') : t('calc.tsumo-split', dealerShare, eachShare);
          }
          answer.push(el('p', { class: 'answer', id: 'fu-payment' }, big, el('small', { text: who }), el('small', { text: lines[0] })));
          if (paid.gain && paid.reachable[way]) answer.push(el('p', { class: 'gain', id: 'fu-gain', text: t('calc.with-sticks', gain) }));
          hanPays.textContent = '= ' + big;
        }
        if (calcText.code !== 0) hanPays.textContent = '';
        result.replaceChildren(...answer);
        working.replaceChildren(
          el('pre', { class: 'working', id: 'fu-working', tabindex: '0', 'aria-label': t('fu.working') }, text.trim()),
          calcText.code === 0 ? el('pre', { class: 'working', id: 'fu-pay-working', tabindex: '0', 'aria-label': t('fu.pay.working') }, calcText.stdout.trim()) : null);
      };

      box.append(
        el('h2', { id: 'panel-fu-heading', tabindex: '-1', text: t('panel.fu') }),
        el('p', { class: 'intro', text: t('fu.intro') }),
        page.rulesLine(),
        result,
        shown,
        modes,
        picker,
        el('div', { class: 'field' }, el('label', { for: 'fu-hand', text: t('fu.hand') }), field,
          el('span', { class: 'type', id: 'fu-hand-hint', text: t('fu.hand.hint') })),
        el('div', { class: 'fu-winds' },
          el('div', { class: 'field' }, el('label', { for: 'fu-seat', text: t('fu.seat') }), windSelect('fu-seat', 'fu.seat', 'S')),
          el('div', { class: 'field' }, el('label', { for: 'fu-round', text: t('fu.round') }), windSelect('fu-round', 'fu.round', 'E'))),
        how,
        rinshan,
        table,
        hanField,
        hanHint,
        working,
        page.shareLink('fu'));
      drawPicker();
      drawHand();
      return count();
    },
  });
})();
