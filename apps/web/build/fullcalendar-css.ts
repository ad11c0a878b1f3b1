import type { Plugin } from 'vite';

// FullCalendar 6 carries each package's stylesheet inside its JavaScript, as a string it puts in
// a <style> at run time: 5 kB gzipped of the calendar page's script budget (the core's and the
// month view's), parsed as script and then as CSS. This moves each string into a stylesheet the
// package imports instead, which Vite ships as a CSS file with the chunk that uses it.
const SHEET_PREFIX = 'virtual:fullcalendar-css/';
const STYLED_MODULE = /@fullcalendar\/([\w-]+)\/(?:internal-common|internal)\.js$/;
const INJECTED_SHEET = /var css_248z = ("(?:[^"\\]|\\.)*");\s*injectStyles\(css_248z\);/;

/** A module of FullCalendar without its injected stylesheet, and the stylesheet; or nothing. */
export function withoutInjectedSheet(code: string, id: string) {
  const module = STYLED_MODULE.exec(id);
  const found = module && INJECTED_SHEET.exec(code);
  if (!module || !found) return null;
  const sheet = `${SHEET_PREFIX}${module[1]}.css`;
  return {
    sheet,
    css: JSON.parse(found[1]!) as string,
    code: `import ${JSON.stringify(sheet)};\n${code.replace(found[0], '')}`,
  };
}

export function fullCalendarCss(): Plugin {
  const sheets = new Map<string, string>();
  return {
    name: 'pamoja:fullcalendar-css',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(SHEET_PREFIX) ? id : undefined),
    load: (id) => sheets.get(id),
    transform(code, id) {
      const moved = withoutInjectedSheet(code, id);
      if (!moved) return undefined;
      sheets.set(moved.sheet, moved.css);
      return { code: moved.code, map: null };
    },
  };
}
