// Runs before the bundle so a reload paints in the remembered skin and direction at once.
// Mirrors src/shared/customizer/apply-document-layout.ts and the store key in layout-store.ts.
(function () {
  var skins = ['light', 'bordered', 'dark', 'semi-dark'];
  var state = {};
  try {
    state = (JSON.parse(localStorage.getItem('pamoja.layout') || '{}') || {}).state || {};
  } catch (e) {
    state = {};
  }
  var skin = skins.indexOf(state.skin) >= 0 ? state.skin : 'light';
  var root = document.documentElement;
  root.setAttribute('data-skin', skin);
  root.setAttribute('data-bs-theme', skin === 'dark' ? 'dark' : 'light');
  root.setAttribute('dir', state.rtl === true ? 'rtl' : 'ltr');
  try {
    var language = localStorage.getItem('pamoja.language');
    if (language === 'en' || language === 'sw' || language === 'fr') root.lang = language;
  } catch (e) {
    // Storage may be disabled; the defaults stand.
  }
})();
