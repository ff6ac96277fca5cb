/**
 * The BOM's levels opened and closed in the browser, without a framework: a row's button shows its
 * direct children; closing hides every row below it. The rows are all in the page (server-rendered),
 * so the list prints whole and works before this script arrives.
 */

function setOpen(root: ParentNode, button: HTMLButtonElement, open: boolean): void {
  const key = button.dataset['bomToggle'] ?? '';
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute('aria-label', (open ? button.dataset['openLabel'] : button.dataset['closedLabel']) ?? '');
  const sign = button.querySelector('[data-sign]');
  if (sign) sign.textContent = open ? '−' : '+';
  for (const row of root.querySelectorAll<HTMLTableRowElement>('tr[data-key]')) {
    const parent = row.dataset['parent'] ?? '';
    if (open && parent === key) row.classList.remove('hidden');
    if (!open && (parent === key || parent.startsWith(`${key}>`))) {
      row.classList.add('hidden');
      const inner = row.querySelector<HTMLButtonElement>('[data-bom-toggle]');
      if (inner) setOpen(root, inner, false);
    }
  }
}

/** Wires every BOM tree of a page: each row's button, and open all / close all. */
export function wireBomTrees(doc: Document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-bom-tree]')) {
    root.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const toggle = target?.closest<HTMLButtonElement>('[data-bom-toggle]');
      if (toggle) setOpen(root, toggle, toggle.getAttribute('aria-expanded') !== 'true');
      const all = target?.closest<HTMLButtonElement>('[data-bom-all]');
      if (!all) return;
      const open = all.dataset['bomAll'] === 'open';
      for (const button of root.querySelectorAll<HTMLButtonElement>('[data-bom-toggle]')) {
        button.setAttribute('aria-expanded', String(open));
        button.setAttribute('aria-label', (open ? button.dataset['openLabel'] : button.dataset['closedLabel']) ?? '');
        const sign = button.querySelector('[data-sign]');
        if (sign) sign.textContent = open ? '−' : '+';
      }
      for (const row of root.querySelectorAll<HTMLTableRowElement>('tr[data-key]')) {
        row.classList.toggle('hidden', !open && Number(row.dataset['level']) > 1);
      }
    });
    root.dataset['hydrated'] = 'true';
  }
}
