// The page's point gaps panel (issue 32, docs/maker.md), drawn by app.js's
// panel framework: hayami gap on the page's rules.
'use strict';

hayamiPanel({
  id: 'gap',
  label: 'panel.gap',
  draw(box, page) {
    const { t, el } = page;
    box.append(
      el('h2', { id: 'panel-gap-heading', tabindex: '-1', text: t('panel.gap') }),
      el('p', { class: 'intro', text: t('gap.intro') }));
  },
});
