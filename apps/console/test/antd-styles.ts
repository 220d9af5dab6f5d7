/**
 * antd writes its styles into <head> at run time: thousands of rules and, on every component,
 * hundreds of CSS variables, all of which jsdom matches and copies each time it computes an
 * element's style. What the tests can observe of them is only what hides an element or blocks a
 * click: display and visibility for Testing Library's role queries and accessible names,
 * pointer-events for user-event. So once jsdom has read an antd <style>, it is switched off (its
 * text stays as antd wrote it, antd compares it), and one stylesheet after them holds just those
 * declarations of every switched-off one, in the same order. Any other computed property (a colour,
 * a margin) is therefore not antd's here; a test that reads one must add it to OBSERVED.
 */
const OBSERVED = ['display', 'visibility', 'pointer-events'];
/** A type jsdom does not read as CSS. */
const SWITCHED_OFF = 'text/x-antd-switched-off';
const SUMMARY = 'data-visibility-rules';

/** The rules' display, visibility and pointer-events, as the cascade jsdom computes sees them. */
function visibilityRules(rules: CSSRuleList): string {
  let kept = '';
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      const declarations = OBSERVED.filter((name) => rule.style.getPropertyValue(name) !== '').map(
        (name) =>
          `${name}:${rule.style.getPropertyValue(name)}${rule.style.getPropertyPriority(name) ? ' !important' : ''}`,
      );
      if (declarations.length > 0) kept += `${rule.selectorText}{${declarations.join(';')}}`;
    } else if (rule instanceof CSSMediaRule) {
      // jsdom's cascade reads style and media rules only; @layer, @supports and the rest it skips.
      const inner = visibilityRules(rule.cssRules);
      if (inner !== '') kept += `@media ${rule.media.mediaText}{${inner}}`;
    }
  }
  return kept;
}

export function keepOnlyVisibilityRules(): void {
  if (document.head.querySelector(`style[${SUMMARY}]`)) return;
  const summary = document.createElement('style');
  summary.setAttribute(SUMMARY, '');
  document.head.append(summary);
  // antd writes the same few hundred texts again in every test.
  const keptOf = new Map<string, string>();
  const summarise = () => {
    let text = '';
    for (const style of document.head.querySelectorAll('style')) {
      if (style === summary) continue;
      const css = style.textContent ?? '';
      let kept = keptOf.get(css);
      if (kept === undefined) {
        const sheet = style.sheet ?? new CSSStyleSheet();
        if (!style.sheet) sheet.replaceSync(css);
        kept = visibilityRules(sheet.cssRules);
        keptOf.set(css, kept);
      }
      text += kept;
      if (style.type !== SWITCHED_OFF) {
        style.type = SWITCHED_OFF;
        // jsdom drops a style's sheet only when its text changes; an empty text node changes nothing.
        style.append('');
      }
    }
    if (document.head.lastElementChild !== summary) document.head.append(summary);
    if (summary.textContent !== text) summary.textContent = text;
  };
  new MutationObserver(summarise).observe(document.head, { childList: true, subtree: true, characterData: true });
}
