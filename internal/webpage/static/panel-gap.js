// The page's point gaps (issue 32, docs/panels.md): "I am N behind the
// leader", as hayami gap answers it: for each way of winning, the
// cheapest hand that passes, what it pays and how much it closes, with
// the honba and the riichi deposits on the table. The words are hayami
// gap's text in the page's language, one card a way of winning; its JSON
// says how many ways there are.
'use strict';

hayamiPanel({
  id: 'gap',
  label: 'panel.gap',
  draw(box, page) {
    const { t, el, pair, counter } = page;
    const state = {
      points: page.get('gap.points').replace(/[^\d]/g, '').slice(0, 9) || '8000',
      dealer: page.get('gap.dealer') === '1',
      honba: page.getInt('gap.honba', 0, 99),
      sticks: page.getInt('gap.sticks', 0, 99),
    };
    const keep = () => {
      page.set('gap.points', state.points === '8000' ? '' : state.points);
      page.set('gap.dealer', state.dealer ? '1' : '');
      page.set('gap.honba', state.honba || '');
      page.set('gap.sticks', state.sticks || '');
    };

    // typed is the points as typed, without the digit grouping a
    // language writes ("9.700", "9 700", "9,700", "9’700" → "9700"); hayami
    // gap says what is wrong with anything else.
    const typed = () => points.value.trim().replace(/(\d)[\s.,'’\u00a0\u202f](?=\d{3}\b)/g, '$1');
    const points = el('input', { type: 'text', id: 'gap-points', inputmode: 'numeric', autocomplete: 'off', value: state.points, 'aria-describedby': 'gap-points-hint',
      oninput: () => {
        clearTimeout(typing);
        typing = setTimeout(() => change({ points: typed() }), 250);
      } });
    let typing = 0;
    const result = el('div', { class: 'result', id: 'gap-result', 'aria-live': 'polite' });
    box.append(
      el('h2', { id: 'panel-gap-heading', tabindex: '-1', text: t('panel.gap') }),
      el('p', { class: 'intro', text: t('gap.intro') }),
      page.rulesLine(),
      el('form', { class: 'panel-form', id: 'gap-form', onsubmit: (e) => {
        e.preventDefault();
        clearTimeout(typing);
        change({ points: typed() });
      } },
        el('p', { class: 'field gap-points' }, el('label', { for: 'gap-points', text: t('gap.points') }),
          el('span', { class: 'type', id: 'gap-points-hint', text: t('gap.points-hint') }), points),
        pair('gap-chaser', t('gap.chaser'), [['nondealer', t('calc.nondealer')], ['dealer', t('calc.dealer')]], state.dealer ? 'dealer' : 'nondealer', (v) => change({ dealer: v === 'dealer' })),
        el('div', { class: 'row' },
          counter('gap-honba', t('calc.honba'), state.honba, (n) => change({ honba: n })),
          counter('gap-sticks', t('calc.sticks'), state.sticks, (n) => change({ sticks: n })))),
      result,
      page.shareLink('gap'));

    let asked = 0; // the latest answer asked for: an older one is not shown
    const change = (changed) => {
      Object.assign(state, changed);
      keep();
      return answer();
    };

    // answer runs hayami gap and shows its lines: the question, then one
    // card a way of winning (its label, then the hand, its payment and
    // what it closes), then the notes.
    async function answer() {
      const mine = ++asked;
      if (state.points === '') {
        result.replaceChildren();
        return;
      }
      const args = ['--', state.points];
      const flags = ['--digits', page.digits()];
      if (state.dealer) flags.push('--dealer');
      if (state.honba) flags.push('--honba', String(state.honba));
      if (state.sticks) flags.push('--sticks', String(state.sticks));
      const [json, text] = await Promise.all([page.run('gap', [...flags, '--format', 'json', ...args]), page.run('gap', [...flags, ...args])]);
      if (mine !== asked) return;
      points.setAttribute('aria-invalid', String(json.code !== 0));
      if (json.code !== 0) {
        result.replaceChildren(el('p', { class: 'error', id: 'gap-problem', text: t('gap.problem') + ' ' + page.problem(json.stderr) }));
        return;
      }
      const ways = JSON.parse(json.stdout).answers.length;
      const lines = text.stdout.trimEnd().split('\n');
      const first = state.sticks > 0 ? 2 : 1; // the question, and what the deposits close
      result.replaceChildren(
        el('p', { class: 'gap-question', id: 'gap-question', text: lines.slice(0, first).join(' ') }),
        el('ul', { class: 'gap-ways', id: 'gap-ways' }, lines.slice(first, first + ways).map((line) => {
          const [label, ...rest] = line.split(/\s{2,}/);
          return el('li', {}, el('span', { class: 'way', text: label }), el('span', { class: 'hand', text: rest.join(' ') }));
        })),
        ...lines.slice(first + ways).map((note) => el('p', { class: 'note', text: note })));
    }

    return answer();
  },
});
