// hayami's page in the browser: a form over hayami.wasm (docs/maker.md),
// which runs in a Web Worker (worker.js) so that the page never waits for
// it. The settings object is the state; the form is drawn from it, the
// URL's fragment holds it, and every file comes from the same Go code as
// the command line's. Nothing here computes a payment. Beside the sheet
// maker are the panels for the table (panel-*.js: the calculator, fu from
// tiles, point gaps, the trainer), each one of hayami's commands on the
// page's rules.
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);

  // version is hayami's, as sheets print it.
  let version = '';
  // form is the form's texts and choices in the page's language (form(lang)).
  let form = null;
  // defaults are hayami build's settings with no flags.
  let defaults = null;
  // settingKinds maps each setting's key to its value's kind (string,
  // number, boolean, list), as Go's Settings has them.
  let settingKinds = {};
  // presets are [{name, title, players, source}].
  let presets = [];
  // settings is what the sheets are made from: pipeline.Settings as JSON.
  let settings = null;
  // base is every rules key's value (TOML) before the form's changes.
  let base = {};
  // current is every rules key's value (TOML) with them.
  let current = {};
  // ui is the page's own state, kept in the link beside the settings:
  // panel is the panel shown ('' the sheet maker), panelState each
  // panel's inputs by their link keys ("calc.han").
  const ui = { lang: '', sheet: '', previewLang: '', langChosen: false, panel: '', panelState: {} };
  // The address as writeLink last wrote it: the settings' own link.
  let settingsLink = location.href.split('#')[0];
  // downloads are the Blob URLs offered, revoked when new ones replace them.
  let downloads = [];

  // t is a page text with its %s and %d filled in; a text with plural
  // forms ({arg, one, few, …, other}) takes the form of its count's
  // plural category in the page's language.
  const t = (id, ...args) => {
    let text = form.texts[id] ?? id;
    if (typeof text === 'object') text = text[new Intl.PluralRules(form.lang).select(args[text.arg - 1])] ?? text.other;
    let i = 0;
    return text.replace(/%[sd]/g, () => String(args[i++] ?? ''));
  };

  // el makes an element with attributes and children.
  const el = (tag, attrs = {}, ...children) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === false || v === null || v === undefined) continue;
      if (k === 'text') e.textContent = v;
      else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v === true ? '' : v);
    }
    for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c);
    return e;
  };

  const say = (text, bad = false) => {
    $('status').textContent = text;
    $('status').classList.toggle('bad', bad);
  };

  // ---- Panels ---------------------------------------------------------

  // panels are the panels beside the sheet maker, in the order of the
  // page's menu: each panel-*.js, loaded after this file, registers one
  // with hayamiPanel({id, label, draw(box, page)}): label is its page
  // text; draw fills its box (a section, emptied first) for the page's
  // rules and language as they are, when it is first shown and again
  // once they have changed. Its inputs live in the link under keys
  // "ID.NAME" (page.get and page.set), so that a drawing starts from them.
  const panels = [];
  self.hayamiPanel = (panel) => panels.push(panel);
  // panelsDrawn maps each panel drawn to what it was drawn for (panelInputs).
  const panelsDrawn = new Map();
  // panelCalls is how many calls the panels wait for: while there is
  // one, the panel shown is aria-busy (the page's tests wait for it too).
  let panelCalls = 0;
  async function panelBusy(call) {
    const box = $('panel-' + ui.panel);
    panelCalls++;
    box?.setAttribute('aria-busy', 'true');
    try {
      return await call;
    } finally {
      if (--panelCalls === 0) for (const b of $('panels').children) b.removeAttribute('aria-busy');
    }
  }

  // panelPage is what a panel sees of the page.
  const panelPage = {
    t: (...args) => t(...args),
    el,
    say,
    lang: () => form.lang,
    digits: () => settings.digits || 'grouped',
    players: () => players(),
    // get is an input of the link ('' if it has none); set keeps one
    // there ('' takes it out) and writes the link.
    get: (key) => ui.panelState[key] ?? '',
    // getInt is an input of the link as a whole number from least to
    // most, or fallback where it has none or another.
    getInt: (key, least, most, fallback = 0) => {
      const text = ui.panelState[key] ?? '';
      const n = Number(text);
      return text !== '' && Number.isInteger(n) && n >= least && n <= most ? n : fallback;
    },
    set: (key, value) => {
      if (value === '' || value === null || value === undefined) delete ui.panelState[key];
      else ui.panelState[key] = String(value);
      writeLink();
    },
    // run runs a command of the table (calc, fu, gap, drill) on the
    // page's rules in the page's language: args are the command line's
    // own, without --rules, --set and --lang. It resolves with
    // {stdout, stderr, code, files?}; problem(stderr) is its message.
    // The panel is aria-busy until every call it made has answered.
    run: (command, args) => {
      const files = settings['rules-text'] ? { [rulesName()]: settings['rules-text'] } : undefined;
      const full = [...rulesArgs(), '--lang', form.lang, ...args]; // first: args may end with -- and positional ones
      return panelBusy(ask(command, full, files));
    },
    // commandLine is the command line that runs a command as run does,
    // as a player would type it ("hayami drill --rules tenhou --seed 7").
    commandLine: (command, args) => ['hayami', command, ...rulesArgs(), ...args].map((a) => (/^[\w.,=:+\/-]+$/.test(a) ? a : "'" + a.replace(/'/g, "'\\''") + "'")).join(' '),
    // printArgs are the Sheets panel's paper, orientation, club and
    // title as a printing command takes them (drill's PDF pages).
    printArgs: () => [
      ...(settings.paper ? ['--paper', settings.paper] : []), ...(settings.landscape ? ['--landscape'] : []),
      ...(settings.club ? ['--club', settings.club] : []), ...(settings.title ? ['--title', settings.title] : [])],
    // figures writes payments as the sheets print them under the page's
    // rules and digits, in the page's language (hayami.figures): each of
    // values a number, or a tsumo {dealer, nondealer}; it resolves with
    // their texts ("8,300", "2,100-4,100", "4,000 all").
    figures: async (values) => {
      const got = await panelBusy(ask('figures', JSON.stringify(settings), form.lang, JSON.stringify(values.map((v) => (typeof v === 'number' ? { number: v } : v)))));
      if (got.errors) throw new Error(got.errors[0].message);
      return got;
    },
    // pair is a choice of two or more as large radio buttons side by side:
    // options [[value, label]], onChange(value).
    pair: (id, legend, options, chosen, onChange) => el('fieldset', { class: 'choices pair', id },
      el('legend', { text: legend }),
      el('div', {}, options.map(([v, label]) => el('label', {},
        el('input', { type: 'radio', name: id, value: v, id: id + '-' + v, checked: v === chosen, onchange: () => onChange(v) }),
        label)))),
    // counter is a count from 0 to 99 with − and + buttons beside it, at
    // a thumb's size; onChange(n) is told each valid count.
    counter: (id, label, chosen, onChange) => {
      const input = el('input', { type: 'number', id, min: 0, max: 99, step: 1, inputmode: 'numeric', value: chosen,
        oninput: () => {
          const n = Number(input.value);
          if (input.value !== '' && Number.isInteger(n) && n >= 0 && n <= 99) onChange(n);
        } });
      const nudge = (by) => {
        const n = Math.min(99, Math.max(0, (Number(input.value) || 0) + by));
        input.value = n;
        onChange(n);
      };
      return el('div', { class: 'field counter' }, el('label', { for: id, text: label }),
        el('div', { class: 'row' },
          el('button', { type: 'button', class: 'quiet', id: id + '-less', 'aria-label': t('calc.less', label), text: '−', onclick: () => nudge(-1) }),
          input,
          el('button', { type: 'button', class: 'quiet', id: id + '-more', 'aria-label': t('calc.more', label), text: '+', onclick: () => nudge(1) })));
    },
    // tile draws one tile named in MPSZ ("5m"; "0p" a red five; "7z"), as
    // the sheets print it in the page's language: a number over its suit,
    // an honour by its name; a red five is marked (not by colour alone).
    tile: (code) => {
      const [n, suit] = code;
      if (suit === 'z') return el('span', { class: 'tile honour', text: form.tiles[code] || code });
      return el('span', { class: n === '0' ? 'tile red' : 'tile' },
        el('span', { class: 'n', text: n === '0' ? '5' : n }), el('span', { class: 's', text: form.tiles[suit] || suit }));
    },
    // yaku is a yaku's name in the page's language, by its id ("pinfu").
    yaku: (id) => form.yaku?.[id] || id,
    problem: (stderr) => stderr.trim().split('\n').map((l) => l.replace(/^hayami: /, '')).join(' '),
    // link is the page's address showing the panel with these inputs
    // instead of its own (a trainer's set to share).
    link: (state) => panelLink(ui.panel, state),
    copy: (input) => copyField(input),
    // rulesLine names the rules a panel answers under, under its
    // heading: the preset's title (or the house-rules file's name) and
    // each rule changed on the Sheets panel.
    rulesLine: () => el('p', { class: 'panel-rules' },
      el('span', { class: 'label', text: t('section.rules') }), ' ',
      el('strong', { text: settings['rules-text'] ? rulesName() : presets.find((p) => p.name === settings.rules)?.title || settings.rules }),
      ...settings.set.flatMap((s) => [' ', el('code', { text: s })])),
    // shareLink is the panel's "copy the link" button, under its answer:
    // the link opens the panel with its inputs as they are when it is
    // pressed, on the same rules, in the same language.
    shareLink: (id) => {
      const said = el('span', { class: 'note', id: 'panel-' + id + '-copied', role: 'status' });
      return el('p', { class: 'row panel-share' },
        el('button', { type: 'button', class: 'quiet', id: 'panel-' + id + '-share', text: t('panel.share'), onclick: async () => {
          await copyText(panelLink(id));
          said.textContent = t('copied');
        } }), said);
    },
  };

  // copyField selects a text field's value and copies it.
  function copyField(input) {
    input.select();
    return copyText(input.value);
  }

  // copyText copies a text to the clipboard, or, where the page may not
  // write it, by the browser's copy command from a field out of sight.
  async function copyText(text) {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      const back = document.activeElement;
      const field = el('textarea', { class: 'offscreen', readonly: true, 'aria-hidden': 'true' });
      field.value = text;
      document.body.append(field);
      field.select();
      document.execCommand('copy');
      field.remove();
      back?.focus();
    }
  }

  // rulesName is the name the page's rules go by on a command line: the
  // preset's, or the loaded house-rules file's.
  const rulesName = () => (settings['rules-text'] ? settings['rules-file'] || 'house-rules.toml' : settings.rules);

  // rulesArgs are the page's rules as a command line gives them.
  const rulesArgs = () => ['--rules', rulesName(), ...settings.set.flatMap((s) => ['--set', s])];

  // panelLink is the page's address for a panel ('' the sheet maker)
  // with the settings as they are and the panel's inputs state.
  function panelLink(id, state = null) {
    const link = new URL(settingsLink);
    const params = new URLSearchParams(link.hash.slice(1));
    for (const k of [...params.keys()]) if (k === 'panel' || k.includes('.')) params.delete(k);
    if (id) params.set('panel', id);
    const kept = state ?? Object.fromEntries(Object.entries(ui.panelState).filter(([k]) => k.startsWith(id + '.')));
    for (const [k, v] of Object.entries(kept)) params.set(k, v);
    link.hash = params.toString();
    return link.href;
  }

  // drawMenu draws the menu of the sheet maker and the panels in the
  // page's language, each item a link to it (to open in a new tab, or share).
  function drawMenu() {
    const items = [{ id: '', label: 'panel.sheets' }, ...panels];
    $('menu').replaceChildren(el('ul', {}, items.map((p) => el('li', {},
      el('a', { href: panelLink(p.id), 'data-panel': p.id, id: 'menu-' + (p.id || 'sheets'), text: t(p.label) })))));
    $('menu').setAttribute('aria-label', t('panel.menu'));
    markMenu();
  }

  // markMenu marks the menu's item of the panel shown, and gives each
  // item its address as the settings are now.
  function markMenu() {
    for (const a of $('menu').querySelectorAll('a[data-panel]')) {
      const id = a.dataset.panel;
      a.href = panelLink(id);
      if (id === ui.panel) a.setAttribute('aria-current', 'page');
      else a.removeAttribute('aria-current');
    }
  }

  // panelInputs is what the panels' answers depend on: the rules, the
  // digits and the page's language.
  const panelInputs = () => JSON.stringify([settings.rules, settings['rules-text'], settings.set, settings.digits, form.lang]);

  // showPanel shows a panel ('' the sheet maker), drawing it if it has
  // not been drawn for the rules and language as they are; the focus
  // moves to its heading when the user chose it.
  function showPanel(id, focus = false) {
    const panel = panels.find((p) => p.id === id);
    if (!panel) id = '';
    ui.panel = id;
    $('app').hidden = id !== '';
    document.body.classList.toggle('on-panel', id !== '');
    if (panel && !$('status').classList.contains('bad')) say(''); // "Preview updated" is the sheet maker's
    for (const p of panels) {
      const box = $('panel-' + p.id);
      if (box) box.hidden = p.id !== id;
    }
    if (panel) drawPanel(panel);
    document.title = 'hayami: ' + (panel ? t(panel.label) : t('title'));
    writeLink();
    if (focus) {
      const heading = id ? $('panel-' + id + '-heading') : $('page-title');
      heading.setAttribute('tabindex', '-1');
      heading.focus();
    }
  }

  // drawPanel draws a panel into its box unless it is drawn for the
  // inputs as they are; a control that had the focus has it again.
  function drawPanel(panel) {
    const inputs = panelInputs();
    if (panelsDrawn.get(panel.id) === inputs) return;
    panelsDrawn.set(panel.id, inputs);
    let box = $('panel-' + panel.id);
    if (!box) {
      box = el('section', { id: 'panel-' + panel.id, class: 'panel', 'aria-labelledby': 'panel-' + panel.id + '-heading' });
      $('panels').append(box);
    }
    const focused = box.contains(document.activeElement) ? document.activeElement.id : '';
    box.replaceChildren();
    Promise.resolve(panel.draw(box, panelPage)).then(() => {
      if (focused) $(focused)?.focus();
    }, (err) => say(String(err.message || err), true));
  }

  // panelsChanged is told after every update: the panel shown is drawn
  // again if the rules, digits or page's language changed, the others
  // when they are next shown.
  function panelsChanged() {
    const panel = panels.find((p) => p.id === ui.panel);
    if (panel) drawPanel(panel);
  }

  // followMenu shows the panel a menu link names, keeping the settings.
  function followMenu(event) {
    const link = event.target.closest && event.target.closest('a[data-panel]');
    if (!link || event.defaultPrevented || event.button > 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    showPanel(link.dataset.panel, true);
  }

  // ---- Start ----------------------------------------------------------

  // boot is a text the page shows before hayami.wasm has loaded, in the
  // browser's language (hayami maker writes them into index.html).
  const boot = (() => {
    let all = {};
    try {
      all = JSON.parse($('boot-texts').textContent);
    } catch {
      all = {};
    }
    const wanted = [...(navigator.languages || []), navigator.language || '', 'en'];
    const tag = wanted.map((w) => Object.keys(all).find((k) => k.toLowerCase() === w.toLowerCase()) ||
      Object.keys(all).find((k) => k.split('-')[0] === w.split('-')[0])).find(Boolean);
    const texts = all[tag] || all.en || {};
    return (id, arg = '') => (texts[id] || id).replace('%s', arg);
  })();

  async function start() {
    $('boot-message').textContent = boot('loading');
    if (typeof WebAssembly !== 'object' || typeof Worker !== 'function') {
      $('boot-message').textContent = boot('no-wasm');
      return;
    }
    try {
      compiled = compile();
      await startWorker();
    } catch (err) {
      bootFailed(err);
      return;
    }
    let kinds;
    [version, defaults, kinds, presets] = await Promise.all(['version', 'defaults', 'settingKinds', 'presets'].map((f) => ask(f)));
    settingKinds = Object.fromEntries(kinds.map((k) => [k.key, k.kind]));
    await followLink((navigator.languages || [navigator.language || 'en'])[0] || 'en');
    $('boot').hidden = true;
    $('app').hidden = ui.panel !== ''; // hidden until now: the sheet maker, or a panel shown instead
    $('link-notice-drop')?.focus(); // hidden until now, it could not take the focus
    $('ui-lang-box').hidden = false;
    $('menu').hidden = false;
    keepOffline();
    // In-page links (the skip link, a preview's footnote marks) move the
    // focus, never the address: its fragment holds the settings.
    document.addEventListener('click', followAnchor);
    $('menu').addEventListener('click', followMenu);
    // A link pasted into this tab's address bar changes only the fragment.
    window.addEventListener('hashchange', () => {
      const target = anchorTarget(location.hash);
      if (target) { // an anchor typed or opened by hand: the settings stay
        history.replaceState(null, '', settingsLink);
        showTarget(target);
        return;
      }
      followLink(ui.lang);
    });
  }

  // keepOffline has the service worker (sw.js) keep the page, hayami.wasm
  // and each font part once fetched, so that the page opens and works
  // offline, and can be installed. Only https and http://localhost pages
  // may have one: elsewhere, or where the browser refuses it, the page
  // works as before, online. Registered once hayami.wasm has loaded, the
  // worker finds it in the browser's cache instead of fetching it again.
  function keepOffline() {
    if (!window.isSecureContext || !/^https?:$/.test(location.protocol) || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('sw.js').catch(() => {});
  }

  // anchorTarget is the element a fragment names when it is an in-page
  // anchor ("#preview-section") rather than settings ("#rules=tenhou&…"):
  // settings always hold "=", an element id of the page never does.
  function anchorTarget(hash) {
    let id;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return null;
    }
    return id && !id.includes('=') ? document.getElementById(id) : null;
  }

  // followAnchor scrolls to, and focuses, what an in-page link points at,
  // instead of letting the browser write its id into the address.
  function followAnchor(event) {
    const link = event.target.closest && event.target.closest('a[href^="#"]');
    if (!link || event.defaultPrevented || event.button > 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = anchorTarget(link.getAttribute('href'));
    if (!target) return;
    event.preventDefault();
    showTarget(target);
  }

  // showTarget brings an element into view and gives it the focus, as the
  // browser does for a fragment.
  function showTarget(target) {
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }

  // followLink draws the form and the preview for the settings in the URL.
  async function followLink(lang) {
    const state = await readLink();
    ui.lang = state.ui || lang;
    settings = state.settings;
    settings.set ||= [];
    settings.sheets ||= [];
    await loadForm();
    ui.langChosen = state.sheetLanguages; // a link that names them keeps them
    followPageLanguage('');
    panelsDrawn.clear(); // a link's panel inputs may differ from those the panels were drawn with
    await update(drawForm);
    showPanel(ui.panel);
    if (state.problems.length > 0) say(state.problems.map((p) => t(...p)).join(' '), true); // what the link had that the page left out
    askAboutUnseen(state.unseen);
  }

  // unseenKeys are the settings the form has no field for: a link may
  // carry them, but the page applies them only once the user has seen and
  // accepted them (a stylesheet from another site in the downloaded pages).
  const unseenKeys = ['css-href', 'theme-dark', 'theme-light', 'font', 'font-bold', 'source-date-epoch'];

  // askAboutUnseen shows the link's settings that have no field, to use
  // them or leave them out; until then the sheets are made without them.
  function askAboutUnseen(unseen) {
    $('link-notice')?.remove();
    const keys = Object.keys(unseen);
    if (keys.length === 0) return;
    const list = el('ul', {}, keys.map((k) => el('li', {}, el('code', { text: k + ' = ' + String(unseen[k]).slice(0, 120) }))));
    const close = (use) => {
      if (use) Object.assign(settings, unseen);
      box.remove();
      update();
      $('form').querySelector('input, select, button')?.focus();
    };
    const box = el('div', { id: 'link-notice', class: 'notice', role: 'alertdialog', 'aria-labelledby': 'link-notice-text' },
      el('p', { id: 'link-notice-text', text: t('link.unseen') }), list,
      el('p', {}, el('button', { type: 'button', id: 'link-notice-use', text: t('link.unseen-use'), onclick: () => close(true) }), ' ',
        el('button', { type: 'button', id: 'link-notice-drop', text: t('link.unseen-drop'), onclick: () => close(false) })));
    $('form').before(box);
    $('link-notice-drop').focus();
  }

  // bootFailed says why hayami.wasm did not load; from a file, how to serve it.
  function bootFailed(err) {
    const box = $('boot');
    box.replaceChildren();
    if (location.protocol === 'file:') {
      box.append(
        el('p', { text: boot('file-url') }),
        el('pre', {}, el('code', { text: 'hayami maker --serve' })),
        el('p', { text: boot('file-url-open', 'http://127.0.0.1:8000/') }));
    } else {
      box.append(el('p', { class: 'error', text: boot('load-failed', String(err)) }));
    }
  }

  // loadForm reads the form's texts in the page's language.
  async function loadForm() {
    const got = await ask('form', ui.lang);
    if (got.errors) throw new Error(got.errors[0].message);
    form = got;
    ui.lang = form.lang;
    document.documentElement.lang = form.lang;
    document.title = 'hayami: ' + t('title');
    $('page-title').textContent = t('title');
    $('page-intro').textContent = t('intro');
    $('skip').textContent = t('skip');
    $('ui-lang-label').textContent = t('ui-language');
    $('preview-heading').textContent = t('section.preview');
    $('to-preview').textContent = t('section.preview'); // on a phone, the way from the form to the preview
    $('preview-sheet-label').textContent = t('preview-sheet');
    $('preview-lang-label').textContent = t('preview-lang');
    $('footer').textContent = t('footer', version);
    drawMenu();
    const select = $('ui-lang');
    select.replaceChildren(...form.languages.map((l) => el('option', { value: l.tag, selected: l.tag === form.lang, lang: l.tag, text: l.name })));
    select.onchange = async () => {
      busy(1);
      try {
        const was = ui.lang;
        ui.lang = select.value;
        await loadForm();
        followPageLanguage(was);
        drawForm();
        update();
      } finally {
        busy(-1);
      }
    };
  }

  // followPageLanguage makes the sheets in the page's language while the
  // user has not chosen theirs: the sheet languages are still the page's
  // last one alone (was), or the default.
  function followPageLanguage(was) {
    if (ui.langChosen) return;
    const alone = settings.lang.length === 1 && (settings.lang[0] === was || JSON.stringify(settings.lang) === JSON.stringify(defaults.lang));
    if (alone && form.languages.some((l) => l.tag === ui.lang)) {
      settings.lang = [ui.lang];
      ui.previewLang = ui.lang;
    }
  }

  // ---- The link --------------------------------------------------------

  // Settings in the link: each one that differs from the defaults, lists
  // as repeated keys, a house-rules file's text compressed (rules-z).
  async function writeLink() {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(settings)) {
      if (k === 'rules-text' || JSON.stringify(v) === JSON.stringify(defaults[k])) continue;
      if (v === undefined || (Array.isArray(v) && v.length === 0 && defaults[k] === undefined)) continue;
      if (Array.isArray(v)) {
        if (v.length === 0) params.append(k, '');
        for (const item of v) params.append(k, item);
      } else {
        params.set(k, String(v));
      }
    }
    if (settings['rules-text']) params.set('rules-z', await pack(settings['rules-text']));
    if (ui.lang) params.set('ui', ui.lang);
    if (ui.sheet) params.set('preview', ui.sheet);
    if (ui.previewLang && ui.previewLang !== settings.lang[0]) params.set('preview-lang', ui.previewLang);
    if (ui.panel) params.set('panel', ui.panel);
    for (const [k, v] of Object.entries(ui.panelState)) if (k.startsWith(ui.panel + '.')) params.set(k, v);
    const link = new URL(location.href);
    link.hash = params.toString();
    history.replaceState(null, '', link);
    settingsLink = link.href;
    const share = $('share-link');
    if (share) share.value = link.href;
    markMenu();
  }

  // readLink is the settings and page state in the URL's fragment, over
  // the defaults; a key the settings do not have reaches Go, whose message
  // names it.
  async function readLink() {
    const params = new URLSearchParams(anchorTarget(location.hash) ? '' : location.hash.slice(1));
    const s = structuredClone(defaults);
    const out = { settings: s, ui: params.get('ui') || '', problems: [], unseen: {}, sheetLanguages: params.has('lang') };
    ui.sheet = params.get('preview') || '';
    ui.previewLang = params.get('preview-lang') || '';
    ui.panel = params.get('panel') || '';
    ui.panelState = {};
    // A setting the page does not have, or a value it cannot take, is left
    // out and named, so that every other setting of the link still holds.
    for (const k of new Set(params.keys())) {
      if (k === 'ui' || k === 'preview' || k === 'preview-lang' || k === 'panel') continue;
      if (k.includes('.')) { // a panel's input ("calc.han"): no setting has a dot
        ui.panelState[k] = params.get(k).slice(0, 200);
        continue;
      }
      const values = params.getAll(k);
      if (k === 'rules-z') {
        try {
          s['rules-text'] = await unpack(values[0]);
        } catch (err) {
          out.problems.push(err instanceof RangeError ? ['link.rules-too-long', err.message] : ['link.rules-broken', String(err.message || err)]);
        }
        continue;
      }
      if (!Object.hasOwn(settingKinds, k) || k === 'rules-text') {
        out.problems.push(['link.unknown-setting', k.slice(0, 40)]);
        continue;
      }
      const like = settingKinds[k];
      const value = values[0];
      const target = unseenKeys.includes(k) ? out.unseen : s; // held back until the user says
      if (like === 'list') target[k] = values.filter((v) => v !== '');
      else if (like === 'number' && /^-?\d{1,9}$/.test(value)) target[k] = Number(value);
      else if (like === 'boolean' && (value === 'true' || value === 'false')) target[k] = value === 'true';
      else if (like === 'string' && (k !== 'rules' || presets.some((p) => p.name === value))) target[k] = value;
      else out.problems.push(['link.bad-value', (k + '=' + value).slice(0, 60)]);
    }
    return out;
  }


  async function pack(text) {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    let bin = '';
    for (const b of bytes) bin += String.fromCharCode(b);
    return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  // maxRulesText is the most a house-rules file holds (64 KB, as on the
  // command line): a link's file is inflated no further than that.
  const maxRulesText = 64 << 10;

  // unpack inflates a link's house-rules file, stopping as soon as it
  // would be longer than maxRulesText.
  async function unpack(packed) {
    const bin = atob(packed.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
    const chunks = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxRulesText) {
        await reader.cancel();
        throw new RangeError(String(maxRulesText >> 10));
      }
      chunks.push(value);
    }
    return new TextDecoder('utf-8', { fatal: true }).decode(await new Blob(chunks).arrayBuffer());
  }

  // ---- Rules: base values and the form's changes -----------------------

  // players is the rule set's number of players.
  const players = () => Number(current.players || base.players || 4);

  // fieldLiteral is a field's value as --set takes it, and as the TOML value it is compared with.
  function fieldLiteral(key, field) {
    switch (key.kind) {
      case 'bool':
        return field.checked ? 'true' : 'false';
      case 'string':
        return JSON.stringify(field.value);
      case 'string-list':
        return '[' + [...field.querySelectorAll('input:checked')].map((i) => JSON.stringify(i.value)).join(', ') + ']';
      case 'int-list': {
        const inner = listText(field.value);
        return '[' + (inner === '' ? '' : inner.split(',').map((item) => item.trim()).join(', ')) + ']';
      }
      default:
        return field.value.trim();
    }
  }

  // same reports whether two TOML values are equal as values.
  const same = (a, b) => {
    try {
      return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
    } catch {
      return a.replace(/\s/g, '') === b.replace(/\s/g, '');
    }
  };

  // readRuleFields makes settings.set from every field that differs from the rule set.
  function readRuleFields() {
    // Overrides the form has no field for (a note.KEY from a link) stay.
    const set = settings.set.filter((s) => !form.keys.some((k) => s.startsWith(k.name + '=')));
    for (const key of form.keys) {
      const field = $('k-' + key.name);
      if (!field) continue;
      const literal = fieldLiteral(key, field);
      if (!(key.name in base) || !same(literal, base[key.name])) set.push(key.name + '=' + literal);
      const least = key['at-least'] && $('k-' + key['at-least']);
      if (least && field.type === 'number') { // game.return follows game.start
        field.min = least.value;
        const range = $(field.id + '-range');
        if (range) range.textContent = keyRange(key, Number(least.value));
      }
    }
    settings.set = set;
    markChanges();
  }

  // ---- Drawing the form -------------------------------------------------

  function drawForm() {
    const f = $('form');
    // The control in use keeps the focus when the form is drawn again (a
    // new preset, a reset): a keyboard or screen-reader user stays put.
    const focused = f.contains(document.activeElement) ? document.activeElement.id : '';
    f.replaceChildren(
      rulesetBox(),
      rulesBox(true),
      rulesBox(false),
      sheetsBox(),
      filesBox(),
      shareBox());
    f.onsubmit = (e) => e.preventDefault();
    drawPreviewChoices();
    markChanges();
    if (focused) $(focused)?.focus();
  }

  // restart draws the form again from the rule set, without the form's changes.
  function restart() {
    settings.set = [];
    return update(drawForm);
  }

  // fieldBox is one field: label (with its help), control, error line.
  function fieldBox(id, label, control, help = '') {
    const helpID = help ? id + '-help' : null;
    control.id = id;
    describe(control, helpID, id + '-err');
    return el('div', { class: 'field', 'data-field': id },
      el('label', { for: id, text: label }),
      help ? el('span', { class: 'type', id: helpID, text: help }) : null,
      control,
      el('p', { class: 'error', id: id + '-err', hidden: true }));
  }

  function describe(control, ...ids) {
    control.setAttribute('aria-describedby', ids.filter(Boolean).join(' '));
  }

  function rulesetBox() {
    const select = el('select', { onchange: () => {
      settings.rules = select.value;
      delete settings['rules-text'];
      delete settings['rules-file'];
      restart();
    } }, presets.map((p) => el('option', { value: p.name, selected: p.name === settings.rules, text: p.title + ' (' + t('preset.players', p.players) + ')' })));
    const file = el('input', { type: 'file', accept: '.toml,text/plain', onchange: () => loadTOML(file) });
    const box = el('fieldset', {}, el('legend', { text: t('section.rules') }),
      fieldBox('f-rules', t('preset'), select),
      fieldBox('f-rules-text', t('load-toml'), file));
    if (settings['rules-text']) {
      select.disabled = true;
      box.append(el('p', { class: 'note', text: t('loaded-file', settings['rules-file'] || 'house-rules.toml') }),
        el('button', { type: 'button', class: 'quiet', text: t('forget-file'), onclick: () => {
          delete settings['rules-text'];
          delete settings['rules-file'];
          restart();
        } }));
    }
    return box;
  }

  async function loadTOML(input) {
    const file = input.files[0];
    if (!file) return;
    const got = await ask('settingsFromTOML', await file.text(), file.name, form.lang);
    clearProblems();
    if (got.errors) {
      showProblems(got.errors.map((p) => ({ ...p, field: 'rules-text' })));
      return;
    }
    for (const k of ['rules', 'rules-text', 'rules-file']) settings[k] = got[k];
    await restart();
    $('f-rules-text').focus();
  }

  // rulesBox is the rules keys: those of the game (rules) or the rest.
  function rulesBox(rules) {
    const box = el('details', { open: rules },
      el('summary', { text: t(rules ? 'section.rules-game' : 'section.rules-sheet') }));
    for (const key of form.keys.filter((k) => k.rule === rules)) box.append(keyField(key));
    if (rules) {
      box.append(el('p', {}, el('button', { type: 'button', class: 'quiet', text: t('reset-all'), onclick: restart })));
    }
    return box;
  }

  // keyField is a rules key's control, holding its current value.
  function keyField(key) {
    const id = 'k-' + key.name;
    const value = current[key.name] ?? base[key.name] ?? '';
    const text = (() => {
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    })();
    const onChange = () => {
      readRuleFields();
      update();
    };
    const mark = el('span', { class: 'changed-mark', hidden: true, text: t('changed') });
    const reset = el('button', { type: 'button', class: 'quiet small reset', hidden: true, text: '↺', 'aria-label': t('reset-key') + ': ' + keyLabel(key), title: t('reset-key'), onclick: () => {
      settings.set = settings.set.filter((s) => !s.startsWith(key.name + '='));
      update(() => {
        box.replaceWith(keyField(key));
        readRuleFields();
      });
    } });
    const labelText = [el('span', { text: keyLabel(key) }), mark];
    const typeLine = keyHelp(key, id);
    const error = el('p', { class: 'error', id: id + '-err', hidden: true });
    let box;
    if (key.kind === 'bool') {
      const input = el('input', { type: 'checkbox', id, checked: value === 'true', onchange: onChange });
      describe(input, id + '-err');
      box = el('div', { class: 'field', 'data-key': key.name },
        el('div', { class: 'check' }, input, el('label', { for: id }, labelText), reset), typeLine, error);
    } else if (key.kind === 'string-list') {
      const chosen = Array.isArray(text) ? text : [];
      const group = el('fieldset', { class: 'choices', id, 'aria-describedby': id + '-err' },
        el('legend', {}, labelText),
        el('div', {}, key.choices.map((c) => el('label', {},
          el('input', { type: 'checkbox', value: c.value, checked: chosen.includes(c.value), onchange: onChange }), c.label))));
      box = el('div', { class: 'field', 'data-key': key.name }, group, reset, error);
    } else {
      let control;
      const choices = keyChoices(key);
      if (choices && choices.some((c) => c.value === String(text))) {
        control = el('select', { onchange: onChange }, choices.map((c) => el('option', { value: c.value, selected: c.value === String(text), text: c.label })));
      } else if (key.kind === 'int') {
        // At least the value of another key (game.return ≥ game.start), or its range's least.
        const at = key['at-least'] && (current[key['at-least']] ?? base[key['at-least']]);
        const least = at ? Number(at) : key.range?.min;
        control = el('input', { type: 'number', inputmode: 'numeric', min: least, max: key.range?.max, step: 1, value: String(text), class: 'int', oninput: debounced(onChange) });
      } else if (key.kind === 'int-list') {
        control = el('input', { type: 'text', value: listText(value), oninput: debounced(onChange) });
      } else {
        control = el('input', { type: 'text', value: String(text), placeholder: key['lang-default'] ? t('default-value') : null, oninput: debounced(onChange) });
      }
      control.id = id;
      describe(control, typeLine.querySelector('.range') ? id + '-range' : null, id + '-err'); // the words of its range, not the key's name
      box = el('div', { class: 'field', 'data-key': key.name },
        el('label', { for: id, class: 'label' }, labelText), typeLine, el('div', { class: 'row' }, control, reset), error);
    }
    if (key.kind === 'string-list') box.insertBefore(typeLine, error);
    return box;
  }

  // keyChoices are the values a key's select offers, each with its label:
  // its choices, or each whole number of a short range; null for a field
  // to type in.
  function keyChoices(key) {
    if (key.choices && key.choices.length) return key.choices;
    const r = key.range;
    if (!r || key['at-least'] || r.max - r.min >= 16) return null;
    return Array.from({ length: r.max - r.min + 1 }, (_, i) => ({ value: String(r.min + i), label: String(r.min + i) }));
  }

  // keyLabel is a rules key's label in the page's language, as a sentence starts.
  const keyLabel = (key) => key.doc.charAt(0).toLocaleUpperCase(form.lang) + key.doc.slice(1);

  // keyHelp is what a rules key's field says under its label: a whole
  // number's range or how a list is written, in words, and the key's name
  // as a rules file writes it, small.
  function keyHelp(key, id) {
    const words = key.kind === 'int' ? keyRange(key) : key.kind === 'int-list' ? t('list.numbers') : '';
    return el('span', { class: 'type', id: id + '-type' },
      words ? el('span', { class: 'range', id: id + '-range', text: words }) : null,
      el('span', { class: 'key-hint', text: t('key.hint', key.name) }));
  }

  // unbounded is the greatest value of a key without one (ruleset's math.MaxInt32).
  const unbounded = 2 ** 31 - 1;

  // keyRange is a whole number's range in words ("1 to 8", "0 or more"),
  // from least where another key's value is its least (game.return from
  // game.start); "" for a number of a few choices (4 or 3), which its
  // select shows.
  function keyRange(key, least) {
    const r = key.range;
    if (!r) return '';
    const at = key['at-least'] && (current[key['at-least']] ?? base[key['at-least']]);
    const from = least ?? (at ? Number(at) : r.min);
    const n = (x) => x.toLocaleString(form.lang);
    return r.max >= unbounded ? t('range.from', n(from)) : t('range.between', n(from), n(r.max));
  }

  // listText is a list of whole numbers as the field shows it, without
  // the file's brackets: "[15, 5, -5, -15]" is "15, 5, -5, -15".
  const listText = (toml) => toml.replace(/^\s*\[/, '').replace(/\]\s*$/, '').trim();

  // markChanges shows which keys differ from the rule set, without changing settings.set.
  function markChanges() {
    for (const key of form.keys) {
      const field = $('k-' + key.name);
      if (!field) continue;
      const changed = settings.set.some((s) => s.startsWith(key.name + '='));
      const box = field.closest('.field');
      box.classList.toggle('changed', changed);
      box.querySelector('.changed-mark').hidden = !changed;
      box.querySelector('.reset').hidden = !changed;
    }
  }

  // checkboxes is a group of checkboxes whose checked values are a list setting.
  function checkboxes(id, legend, choices, chosen, onChange) {
    return el('div', { class: 'field', 'data-field': id },
      el('fieldset', { class: 'choices', id, 'aria-describedby': id + '-err' },
        el('legend', { text: legend }),
        el('div', {}, choices.map((c) => el('label', { lang: c.lang || null },
          el('input', { type: 'checkbox', value: c.value, checked: chosen.includes(c.value), onchange: onChange }), c.text)))),
      el('p', { class: 'error', id: id + '-err', hidden: true }));
  }

  const checked = (id) => [...$(id).querySelectorAll('input:checked')].map((i) => i.value);

  // sheetChoices are the sheets of the rule set's number of players.
  const sheetChoices = () => (players() === 3 ? form.sheets3 : form.sheets4);

  function sheetsBox() {
    const sheets = sheetChoices();
    const chosen = settings.sheets && settings.sheets.length ? settings.sheets : sheets.map((s) => s.id);
    // At least one sheet and one language stay chosen: unchecking the
    // last one checks it again.
    const keepOne = (id, e) => {
      if (checked(id).length === 0 && e && e.target) e.target.checked = true;
      return checked(id);
    };
    const onSheets = (e) => {
      const list = keepOne('f-sheets', e);
      settings.sheets = list.length === sheets.length ? [] : list;
      drawPreviewChoices();
      update();
    };
    const only = (ids) => () => {
      for (const i of $('f-sheets').querySelectorAll('input')) i.checked = ids === null || ids.includes(i.value);
      onSheets();
    };
    const langs = form.languages.map((l) => ({ value: l.tag, text: l.name, lang: l.tag }));
    const onLangs = (e) => {
      const list = keepOne('f-lang', e);
      settings.lang = list;
      ui.langChosen = true; // the sheets stop following the page's language
      drawPreviewChoices();
      update();
    };
    const text = (key, label, help, max) => {
      const input = el('input', { type: 'text', value: settings[key] || '', maxlength: max, oninput: debounced(() => {
        settings[key] = input.value;
        update();
      }) });
      return fieldBox('f-' + key, label, input, help);
    };
    const select = (key, label, options, get, put) => {
      const s = el('select', { onchange: () => {
        put(s.value);
        update();
      } }, options.map(([v, label]) => el('option', { value: v, selected: v === get(), text: label })));
      return fieldBox('f-' + key, label, s);
    };
    const honba = el('input', { type: 'number', min: 0, max: 99, step: 1, inputmode: 'numeric', value: settings.honba, oninput: debounced(() => {
      settings.honba = honba.value.trim() === '' ? 0 : Number(honba.value);
      update();
    }) });
    const landscape = (on) => el('label', {},
      el('input', { type: 'radio', name: 'orientation', value: on ? 'landscape' : 'portrait', checked: !!settings.landscape === on, onchange: () => {
        settings.landscape = on;
        update();
      } }), t(on ? 'landscape' : 'portrait'));
    return el('fieldset', {}, el('legend', { text: t('section.sheets') }),
      checkboxes('f-sheets', t('sheets'), sheets.map((s) => ({ value: s.id, text: s.title })), chosen, onSheets),
      el('p', { class: 'row' },
        el('button', { type: 'button', class: 'quiet small', id: 'sheets-all', text: t('sheets.all'), onclick: only(null) }),
        el('button', { type: 'button', class: 'quiet small', id: 'sheets-only', text: t('sheets.none'), onclick: () => only([ui.sheet])() })),
      checkboxes('f-lang', t('languages'), langs, settings.lang, onLangs),
      select('paper', t('paper'), form.papers.map((p) => [p, p.toUpperCase()]), () => settings.paper, (v) => { settings.paper = v; }),
      el('div', { class: 'field' }, el('fieldset', { class: 'choices' }, el('legend', { text: t('orientation') }), el('div', {}, landscape(false), landscape(true)))),
      text('title', t('sheet-title'), t('sheet-title.hint'), 200),
      text('club', t('club'), t('club.hint'), 200),
      fieldBox('f-honba', t('honba'), honba),
      select('digits', t('digits'), [['grouped', t('digits.grouped')], ['plain', t('digits.plain')]], () => settings.digits, (v) => { settings.digits = v; }),
      select('totals', t('totals'), [['auto', t('totals.auto')], ['on', t('totals.on')], ['off', t('totals.off')]],
        () => (settings.totals === true ? 'on' : settings.totals === false ? 'off' : 'auto'),
        (v) => { if (v === 'auto') delete settings.totals; else settings.totals = v === 'on'; }),
      select('axes', t('axes'), [['fu-rows', t('axes.fu-rows')], ['han-rows', t('axes.han-rows')]], () => settings.axes, (v) => { settings.axes = v; }),
      select('record-hundreds', t('record-hundreds'), [['off', t('record-hundreds.off')], ['on', t('record-hundreds.on')]],
        () => (settings['record-hundreds'] ? 'on' : 'off'),
        (v) => { if (v === 'on') settings['record-hundreds'] = true; else delete settings['record-hundreds']; }));
  }

  function filesBox() {
    const onFormats = () => {
      settings.format = checked('f-format');
      update();
    };
    const kind = el('select', { onchange: () => {
      settings.html = kind.value;
      if (settings.html !== 'fragment') delete settings['heading-level']; // a page's title is its h1
      $('html-fields').replaceChildren(...htmlFields()); // the kind's default theme, and a fragment's heading
      update();
    } }, [['page', t('html.page')], ['fragment', t('html.fragment')]].map(([v, label]) => el('option', { value: v, selected: settings.html === v, text: label })));
    return el('fieldset', {}, el('legend', { text: t('section.files') }),
      checkboxes('f-format', t('formats'), form.formats.map((f) => ({ value: f, text: t('format.' + f) })), settings.format, onFormats),
      fieldBox('f-html', t('html-kind'), kind),
      el('div', { id: 'html-fields' }, htmlFields()),
      el('p', { class: 'row' },
        el('button', { type: 'button', id: 'make', text: t('make-files'), onclick: makeFiles, disabled: running }),
        el('button', { type: 'button', class: 'quiet', id: 'make-zip', text: t('download-zip'), onclick: makeZip, disabled: running }),
        el('button', { type: 'button', class: 'quiet', id: 'make-toml', text: t('download-toml'), onclick: makeTOML, disabled: running })),
      runBox(),
      el('p', { class: 'error', id: 'files-err', hidden: true }),
      el('ul', { class: 'files', id: 'files', 'aria-live': 'polite' }));
  }

  // htmlFields are the HTML files' own settings in a club's words: light
  // or dark (a fragment is light unless chosen, a page follows the
  // reader's system), where the style goes, the names that links inside a
  // sheet use, and a fragment's title's heading level.
  function htmlFields() {
    const fragment = settings.html === 'fragment';
    const choose = (key, label, options, value, help, put) => {
      const s = el('select', { onchange: () => {
        put(s.value);
        update();
      } }, options.map(([v, text]) => el('option', { value: v, selected: v === value, text })));
      return fieldBox('f-' + key, label, s, help);
    };
    const themeDefault = fragment ? 'light' : 'auto';
    const themes = ['light', 'auto', 'dark'];
    if (settings.theme === 'host') themes.push('host'); // from a link: the site's own switch, by its selectors
    const prefix = el('input', { type: 'text', value: settings['id-prefix'] ?? defaults['id-prefix'], maxlength: 40, spellcheck: 'false', autocomplete: 'off', oninput: debounced(() => {
      settings['id-prefix'] = prefix.value.trim();
      update();
    }) });
    const fields = [
      choose('theme', t('html.theme'), themes.map((v) => [v, t('html.theme.' + v)]), settings.theme || themeDefault, '',
        (v) => { if (v === themeDefault) delete settings.theme; else settings.theme = v; }),
      choose('css', t('html.css'), [['inline', t('html.css.inline')], ['external', t('html.css.external')]], settings.css, '', (v) => { settings.css = v; }),
      fieldBox('f-id-prefix', t('html.id-prefix'), prefix, t('html.id-prefix.hint'))];
    if (fragment) {
      fields.push(choose('heading-level', t('html.heading'), [1, 2, 3, 4, 5].map((n) => [String(n), String(n)]), String(settings['heading-level'] || 2), t('html.heading.hint'),
        (v) => { if (v === '2') delete settings['heading-level']; else settings['heading-level'] = Number(v); }));
    }
    return fields;
  }

  function shareBox() {
    const input = el('input', { type: 'text', readonly: true, value: location.href });
    const copied = el('span', { class: 'note', 'aria-live': 'polite' });
    return el('fieldset', { class: 'share' }, el('legend', { text: t('section.share') }),
      el('p', { class: 'note', text: t('share-intro') }),
      fieldBox('share-link', t('share-link'), input),
      el('p', { class: 'row' }, el('button', { type: 'button', class: 'quiet', text: t('copy-link'), onclick: async () => {
        await copyField(input);
        copied.textContent = t('copied');
      } }), copied));
  }

  function drawPreviewChoices() {
    const chosen = settings.sheets && settings.sheets.length ? settings.sheets : sheetChoices().map((s) => s.id);
    const sheets = sheetChoices().filter((s) => chosen.includes(s.id));
    if (!sheets.some((s) => s.id === ui.sheet)) ui.sheet = (sheets.find((s) => s.id === 'nondealer' || s.id === 'sanma') || sheets[0] || {}).id || '';
    const select = $('preview-sheet');
    select.replaceChildren(...sheets.map((s) => el('option', { value: s.id, selected: s.id === ui.sheet, text: s.title })));
    select.onchange = () => {
      ui.sheet = select.value;
      update();
    };
    const langs = form.languages.filter((l) => settings.lang.includes(l.tag));
    if (!langs.some((l) => l.tag === ui.previewLang)) ui.previewLang = (langs[0] || {}).tag || '';
    const lang = $('preview-lang');
    lang.replaceChildren(...langs.map((l) => el('option', { value: l.tag, lang: l.tag, selected: l.tag === ui.previewLang, text: l.name })));
    lang.onchange = () => {
      ui.previewLang = lang.value;
      update();
    };
  }

  // ---- Problems ----------------------------------------------------------

  // where is the field a problem belongs to: a rules key's, a setting's, or the form's.
  function where(p) {
    if (p.key && $('k-' + p.key) && p.field !== 'rules-text') return 'k-' + p.key;
    const byField = { format: 'f-format', lang: 'f-lang', sheets: 'f-sheets', 'rules-text': 'f-rules-text', rules: 'f-rules' };
    const id = byField[p.field] || 'f-' + p.field;
    return p.field && $(id) ? id : 'files';
  }

  function clearProblems() {
    for (const e of document.querySelectorAll('.error')) {
      e.hidden = true;
      e.textContent = '';
    }
    for (const e of document.querySelectorAll('[aria-invalid]')) e.removeAttribute('aria-invalid');
  }

  // showProblems puts each message beside its field and says how many there are.
  function showProblems(problems) {
    for (const p of problems) {
      const id = where(p);
      const error = id === 'files' ? $('files-err') : $(id + '-err');
      error.hidden = false;
      error.textContent = (error.textContent ? error.textContent + '\n' : '') + p.message;
      $(id).setAttribute('aria-invalid', 'true');
    }
    say(t('problems', problems.length), true);
  }

  // ---- Preview -------------------------------------------------------------

  // debounced runs f once typing in a field pauses.
  function debounced(f) {
    let timer = 0;
    return () => {
      clearTimeout(timer);
      timer = setTimeout(f, 120);
    };
  }

  // busyCount is how many things the preview waits for: while there is
  // one, it is aria-busy (the page's tests wait for it too).
  let busyCount = 0;
  function busy(delta) {
    busyCount += delta;
    if (busyCount > 0) $('preview').setAttribute('aria-busy', 'true');
    else $('preview').removeAttribute('aria-busy');
  }

  // asked is the update with the worker (null: none); queued is the one
  // asked for meanwhile, sent once it is back with the settings as they
  // are then: {redraws, done}.
  let asked = null;
  let queued = null;

  // update sends the settings to the worker, which answers with the
  // rules' values, every problem and the preview in one call, and shows
  // the answer; redraw, if given, draws the form again from the new values
  // first. It writes the link at once and resolves once the answer is shown.
  function update(redraw = null) {
    writeLink();
    return new Promise((done) => {
      if (asked) {
        queued ||= { redraws: [], done: [] };
        if (redraw) queued.redraws.push(redraw);
        queued.done.push(done);
        return;
      }
      busy(1);
      send({ redraws: redraw ? [redraw] : [], done: [done] });
    });
  }

  // send asks the worker for one update and shows its answer, unless the
  // settings changed meanwhile: then the next update is sent at once.
  // The time from the change to the preview is kept for the page's
  // benchmark (window.hayamiTimes).
  async function send(job) {
    asked = job;
    job.began ??= performance.now();
    const sent = { settings: JSON.stringify(settings), sheet: ui.sheet, lang: ui.previewLang };
    let got;
    try {
      got = await ask('update', sent.settings, sent.sheet, sent.lang, form.lang);
      if (got.errors) got = { problems: got.errors }; // hayami failed on these settings (a bug): say so where problems go
    } catch (err) {
      if (err instanceof Stopped) return send(job); // a cancelled build took the worker along: ask the new one
      if (job.redraws.length > 0) { // hayami stopped on these settings: a form without values, to choose others
        base = {};
        current = {};
        for (const redraw of job.redraws) redraw();
      }
      finish(job);
      $('preview').classList.add('stale');
      say(String(err.message || err), true);
      return;
    }
    if (queued) {
      const next = queued;
      queued = null;
      return send({ redraws: [...job.redraws, ...next.redraws], done: [...job.done, ...next.done], began: job.began });
    }
    const players = current.players;
    if (job.redraws.length > 0) {
      base = got.base || {};
      current = got.values || { ...base };
    } else {
      if (got.base) base = got.base;
      if (got.values) current = got.values;
    }
    for (const redraw of job.redraws) redraw();
    if (job.redraws.length === 0 && current.players !== players) {
      $('f-sheets').closest('fieldset').replaceWith(sheetsBox());
      drawPreviewChoices();
    }
    if (sent.settings !== JSON.stringify(settings) || sent.sheet !== ui.sheet || sent.lang !== ui.previewLang) {
      writeLink(); // drawing the form changed the settings or the sheet to preview: ask again
      return send({ redraws: [], done: job.done, began: job.began });
    }
    showUpdate(got);
    panelsChanged();
    if (got.preview) {
      (window.hayamiTimes ||= []).push(performance.now() - job.began);
      window.hayamiFirstPreview ||= performance.now();
    }
    finish(job);
  }

  // finish ends an update: nothing is with the worker, the preview waits no more.
  function finish(job) {
    asked = null;
    busy(-1);
    for (const done of job.done) done();
  }

  // showUpdate puts the problems beside their fields and the fragment in the preview.
  function showUpdate(got) {
    clearProblems();
    if (got.problems) {
      showProblems(got.problems);
      $('preview').classList.add('stale');
      $('preview-note').hidden = false;
      $('preview-note').textContent = t('preview-stale');
      return;
    }
    $('preview-note').hidden = true;
    if (!ui.sheet || !ui.previewLang) {
      $('preview').replaceChildren();
      say('');
      return;
    }
    const preview = $('preview');
    preview.innerHTML = got.preview;
    preview.classList.remove('stale');
    preview.lang = ui.previewLang;
    if (!ui.panel) say(t('preview-updated')); // a panel shown has its own answers
  }

  // ---- The worker -------------------------------------------------------------

  // compiled is hayami.wasm compiled, once, for every worker: on the
  // page's thread, where the browser keeps the compiled code for the next
  // visit (it does not for a worker's).
  let compiled = null;
  // worker runs hayami.wasm (worker.js); calls are its calls not yet
  // answered, by id: {resolve, reject, progress}.
  let worker = null;
  const calls = new Map();
  let lastCall = 0;

  // Stopped is a call whose worker was stopped (Cancel).
  class Stopped extends Error {}

  // compile fetches and compiles hayami.wasm.
  async function compile() {
    const response = await fetch('hayami.wasm');
    if (!response.ok) throw new Error('hayami.wasm: ' + response.status + ' ' + response.statusText);
    if ((response.headers.get('Content-Type') || '').startsWith('application/wasm')) return WebAssembly.compileStreaming(response);
    return WebAssembly.compile(await response.arrayBuffer()); // a server that does not say application/wasm
  }

  // startWorker starts a worker, at once (calls asked meanwhile wait in
  // it), and resolves once hayami.wasm runs in it.
  function startWorker() {
    return new Promise((resolve, reject) => {
      const w = new Worker('worker.js');
      let ready = false;
      worker = w;
      compiled.then((module) => w.postMessage({ module }), reject);
      w.onmessage = (event) => {
        const m = event.data;
        if (m.ready) {
          ready = true;
          return resolve();
        }
        if (m.failed !== undefined) return reject(new Error(m.failed));
        const c = calls.get(m.id);
        if (!c) return;
        if (m.progress) return c.progress(m.progress);
        if (m.font) return say(t('font-fetch', m.font));
        calls.delete(m.id);
        if (m.broken !== undefined) {
          c.reject(new Error(m.broken));
          stopWorker(new Error(m.broken)); // its Go program has stopped: the next call goes to a new one
        } else if (m.fontOffline !== undefined) {
          // offline, or the host gone, before the service worker kept the part
          c.reject(new Error(t('font-offline', m.fontOffline)));
        } else if (m.fontFailed) {
          c.reject(new Error(t('font-failed', m.fontFailed.font, m.fontFailed.why)));
        } else {
          c.resolve(m.result);
        }
      };
      w.onerror = (event) => {
        event.preventDefault();
        const why = new Error(event.message || 'worker.js');
        if (!ready) reject(why); // it could not start: say so, and start no other
        else if (worker === w) stopWorker(why);
      };
    });
  }

  // stopWorker ends the worker, failing its calls with why, and starts
  // another for the calls that follow.
  function stopWorker(why) {
    worker.terminate();
    for (const c of calls.values()) c.reject(why);
    calls.clear();
    startWorker().catch((err) => say(String(err.message || err), true));
  }

  // ask calls a function of the wasm API in the worker.
  function ask(call, ...args) {
    return post({ call, args });
  }

  // post sends the worker a message and resolves with its answer;
  // progress is told how far a build is.
  function post(message, progress = () => {}) {
    return new Promise((resolve, reject) => {
      const id = ++lastCall;
      calls.set(id, { resolve, reject, progress });
      worker.postMessage({ id, ...message });
    });
  }

  // ---- Files ----------------------------------------------------------------

  // offer lists the files as links to save them, a few at a time: each
  // link's address is registered with the browser, which on a busy
  // machine takes long enough that thirty at once would hold up the page.
  async function offer(files) {
    for (const url of downloads) URL.revokeObjectURL(url);
    downloads = [];
    $('files').replaceChildren();
    for (let i = 0; i < files.length; i += 6) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 0));
      $('files').append(...files.slice(i, i + 6).map((f) => {
        const url = URL.createObjectURL(new Blob([f.bytes], { type: f.type }));
        downloads.push(url);
        return el('li', {}, el('a', { href: url, download: f.name, 'data-type': f.type, text: f.name }),
          el('span', { class: 'size', text: size(f.bytes.length) }));
      }));
    }
  }

  function size(n) {
    return n < 1e6 ? t('size.kb', Math.max(1, Math.round(n / 1e3)).toLocaleString(ui.lang)) : t('size.mb', (n / 1e6).toLocaleString(ui.lang, { maximumFractionDigits: 1 }));
  }

  // running is the build "Make the files", the zip or the TOML is making:
  // one at a time, their buttons disabled meanwhile; progress is how far
  // a build is ({done, total}), null before its first file.
  let running = false;
  let progress = null;

  // runBox is the line under the buttons while a build runs: how far it
  // is, and Cancel. The form may be drawn again while a build runs, so
  // it is drawn from running and progress.
  function runBox() {
    const box = el('p', { class: 'row run', id: 'run' },
      el('progress', { 'aria-labelledby': 'run-text' }),
      el('span', { id: 'run-text' }),
      el('button', { type: 'button', class: 'quiet small', id: 'cancel', text: t('cancel'), onclick: cancel }));
    drawRun(box);
    return box;
  }

  // drawRun shows running and progress in the form's buttons (filesBox
  // draws new ones so) and in box, changing the elements in place (a
  // keyboard user stays on Cancel).
  function drawRun(box = $('run')) {
    for (const id of ['make', 'make-zip', 'make-toml']) if ($(id)) $(id).disabled = running;
    if (!box) return;
    box.hidden = !running;
    const bar = box.querySelector('progress');
    if (progress) {
      bar.max = progress.total;
      bar.value = progress.done;
    } else {
      bar.removeAttribute('value'); // not started: a bar with no value moves to and fro
    }
    box.querySelector('span').textContent = progress ? t('making.progress', progress.done + 1, progress.total) : t('making');
  }

  // cancel stops the build: the worker goes, and a new one takes the
  // preview's updates.
  function cancel() {
    if (running) stopWorker(new Stopped());
  }

  async function run(make, label) {
    if (running) return;
    running = true;
    progress = null;
    const pressed = ['make', 'make-zip', 'make-toml'].includes(document.activeElement?.id);
    drawRun();
    if (pressed) $('cancel').focus(); // the button pressed is disabled: a keyboard user goes on from Cancel
    say(t('making'));
    const began = performance.now();
    try {
      const got = await make();
      clearProblems();
      if (got.errors) {
        showProblems(got.errors);
        return;
      }
      await offer(got.files);
      say(label(got.files));
      (window.hayamiBuildTimes ||= []).push(performance.now() - began);
      $('files').querySelector('a')?.focus();
    } catch (err) {
      if (err instanceof Stopped) say(t('cancelled'));
      else say(String(err.message || err), true);
    } finally {
      const onCancel = document.activeElement?.id === 'cancel';
      running = false;
      drawRun();
      if (onCancel) $('make')?.focus();
    }
  }

  // build makes the settings' files (or their zip) in the worker, one at
  // a time, showing how far it is.
  const build = (zip) => post({ build: { settings: JSON.stringify(settings), lang: form.lang, zip } }, (p) => {
    progress = p;
    drawRun();
  });

  const makeFiles = () => run(() => build(false), (files) => t('made', files.length));
  const makeZip = () => run(() => build(true), () => t('made', 1));
  const makeTOML = () => run(() => ask('settingsToTOML', JSON.stringify(settings), form.lang), () => t('made', 1));

  start();
})();
