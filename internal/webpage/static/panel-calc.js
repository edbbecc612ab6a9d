// The page's calculator (issue 32, docs/panels.md): han and fu (or a
// count of yakuman), who won and how, honba and riichi deposits in; the
// payment out, large, then hayami calc's working in the page's language.
// Every number is hayami calc's (--format json for the figures, text for
// the working), written by hayami.figures as the sheets print it.
'use strict';

hayamiPanel({
  id: 'calc',
  label: 'panel.calc',
  draw(box, page) {
    const { t, el, pair, counter } = page;
    // The inputs, from the link or as a first-time player finds them: 3 han 30 fu, a non-dealer's ron.
    const state = {
      han: page.getInt('calc.han', 1, 13, 3),
      fu: page.getInt('calc.fu', 20, 110, 30),
      yakuman: page.getInt('calc.yakuman', 0, 6),
      dealer: page.get('calc.dealer') === '1',
      tsumo: page.get('calc.tsumo') === '1',
      honba: page.getInt('calc.honba', 0, 99),
      sticks: page.getInt('calc.sticks', 0, 99),
    };
    const keep = () => {
      page.set('calc.han', state.han === 3 ? '' : state.han);
      page.set('calc.fu', state.fu === 30 ? '' : state.fu);
      page.set('calc.yakuman', state.yakuman || '');
      page.set('calc.dealer', state.dealer ? '1' : '');
      page.set('calc.tsumo', state.tsumo ? '1' : '');
      page.set('calc.honba', state.honba || '');
      page.set('calc.sticks', state.sticks || '');
    };

    // A select of whole numbers, its first option's label given.
    const numbers = (id, label, from, to, step, chosen, first, onChange) => {
      const options = [];
      for (let n = from; n <= to; n += step(n)) options.push(el('option', { value: n, selected: n === chosen, text: n === from && first ? first : String(n) }));
      const select = el('select', { id, onchange: () => onChange(Number(select.value)) }, options);
      return el('p', { class: 'field' }, el('label', { for: id, text: label }), select);
    };

    const result = el('div', { class: 'result', id: 'calc-result', 'aria-live': 'polite' });
    const working = el('pre', { class: 'working', id: 'calc-working' });
    const fuField = numbers('calc-fu', t('calc.fu'), 20, 110, (n) => (n === 20 ? 5 : n === 25 ? 5 : 10), state.fu, '', (n) => change({ fu: n }));
    const fuNote = el('p', { class: 'note', id: 'calc-fu-note', text: t('calc.fu-not-needed') });
    const hanField = numbers('calc-han', t('calc.han'), 1, 13, () => 1, state.han, '', (n) => change({ han: n }));
    const yakumanField = numbers('calc-yakuman', t('calc.yakuman'), 0, 6, () => 1, state.yakuman, t('calc.yakuman-none'), (n) => change({ yakuman: n }));

    box.append(
      el('h2', { id: 'panel-calc-heading', tabindex: '-1', text: t('panel.calc') }),
      el('p', { class: 'intro', text: t('calc.intro') }),
      page.rulesLine(),
      result,
      el('form', { class: 'panel-form', id: 'calc-form', onsubmit: (e) => e.preventDefault() },
        pair('calc-winner', t('calc.winner'), [['nondealer', t('calc.nondealer')], ['dealer', t('calc.dealer')]], state.dealer ? 'dealer' : 'nondealer', (v) => change({ dealer: v === 'dealer' })),
        pair('calc-way', t('calc.way'), [['ron', t('calc.ron')], ['tsumo', t('calc.tsumo')]], state.tsumo ? 'tsumo' : 'ron', (v) => change({ tsumo: v === 'tsumo' })),
        el('div', { class: 'row hand' }, hanField, fuField, yakumanField),
        fuNote,
        el('div', { class: 'row' },
          counter('calc-honba', t('calc.honba'), state.honba, (n) => change({ honba: n })),
          counter('calc-sticks', t('calc.sticks'), state.sticks, (n) => change({ sticks: n })))),
      el('h3', { id: 'calc-working-heading', text: t('calc.working') }),
      working,
      page.shareLink('calc'));

    // showFields shows the fields the hand needs: no fu from 5 han up, nor han for yakuman.
    const showFields = () => {
      const fuNeeded = state.yakuman === 0 && state.han < 5;
      fuField.hidden = !fuNeeded;
      fuNote.hidden = fuNeeded || state.yakuman > 0;
      hanField.hidden = state.yakuman > 0;
    };

    let asked = 0; // the latest answer asked for: an older one is not shown
    const change = (changed) => {
      Object.assign(state, changed);
      keep();
      showFields();
      return answer();
    };

    // answer runs hayami calc for the inputs and shows what it says.
    async function answer() {
      const mine = ++asked;
      const args = state.yakuman > 0 ? ['--yakuman', String(state.yakuman)] : ['--han', String(state.han)];
      if (state.yakuman === 0 && state.han < 5) args.push('--fu', String(state.fu));
      if (state.dealer) args.push('--dealer');
      if (state.honba) args.push('--honba', String(state.honba));
      if (state.sticks) args.push('--sticks', String(state.sticks));
      args.push('--digits', page.digits());
      const [json, text] = await Promise.all([page.run('calc', [...args, '--format', 'json']), page.run('calc', args)]);
      if (mine !== asked) return;
      if (json.code !== 0) {
        result.replaceChildren(el('p', { class: 'error', id: 'calc-problem', text: t('calc.problem') + ' ' + page.problem(json.stderr) }));
        working.textContent = '';
        return;
      }
      const c = JSON.parse(json.stdout); // the cell: ron and tsumo with the honba, and the gain with the deposits
      const won = state.tsumo ? c.reachable.tsumo : c.reachable.ron;
      const [ron, tsumo, total, dealerShare, eachShare, gain] = await page.figures([c.ron, { dealer: c.tsumo.dealer, nondealer: c.tsumo.nondealer },
        c.tsumo.total, c.tsumo.dealer, c.tsumo.nondealer, c.gain ? (state.tsumo ? c.gain.tsumo : c.gain.ron) : 0]);
      if (mine !== asked) return;
      let big = ron;
      let says = t('calc.ron-pays', ron);
      let other = c.reachable.tsumo ? t('calc.other-tsumo', tsumo) : '';
      if (state.tsumo) {
        big = tsumo;
        says = (state.dealer ? t('calc.tsumo-all', eachShare) : t('calc.tsumo-split', dealerShare, eachShare)) + ' ' + t('calc.total', total);
        other = c.reachable.ron ? t('calc.other-ron', ron) : '';
      }
      if (!won) [big, says] = ['—', t('calc.unreachable')];
      result.replaceChildren(...[
        el('p', { class: 'answer', id: 'calc-answer' }, big, el('small', { text: says })),
        c.gain && won ? el('p', { class: 'gain', id: 'calc-gain', text: t('calc.with-sticks', gain) }) : null,
        other ? el('p', { class: 'note', id: 'calc-other', text: other }) : null].filter(Boolean));
      working.textContent = text.stdout.trimEnd();
    }

    showFields();
    return answer();
  },
});
