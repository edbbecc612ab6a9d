// The page's calculator panel (issue 32, docs/maker.md), drawn by app.js's
// panel framework: hayami calc on the page's rules.
'use strict';

hayamiPanel({
  id: 'calc',
  label: 'panel.calc',
  draw(box, page) {
    const { t, el } = page;
    box.append(
      el('h2', { id: 'panel-calc-heading', tabindex: '-1', text: t('panel.calc') }),
      el('p', { class: 'intro', text: t('calc.intro') }));
  },
});
