// The page's fu-from-tiles panel (issue 32, docs/maker.md), drawn by app.js's
// panel framework: hayami fu on the page's rules.
'use strict';

hayamiPanel({
  id: 'fu',
  label: 'panel.fu',
  draw(box, page) {
    const { t, el } = page;
    box.append(
      el('h2', { id: 'panel-fu-heading', tabindex: '-1', text: t('panel.fu') }),
      el('p', { class: 'intro', text: t('fu.intro') }));
  },
});
