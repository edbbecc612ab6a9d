// The page's trainer panel (issue 32, docs/maker.md), drawn by app.js's
// panel framework: hayami drill on the page's rules.
'use strict';

hayamiPanel({
  id: 'trainer',
  label: 'panel.trainer',
  draw(box, page) {
    const { t, el } = page;
    box.append(
      el('h2', { id: 'panel-trainer-heading', tabindex: '-1', text: t('panel.trainer') }),
      el('p', { class: 'intro', text: t('trainer.intro') }));
  },
});
