import { createRoot } from 'react-dom/client';
import { PaletteHost, type CommandPaletteProps } from './CommandPalette';

let mounted = false;

/** Mounts the command palette's host once, in its own element at the end of the body (drawer-client.ts calls it on first use). */
export function mountPalette(props: CommandPaletteProps, returnFocus: () => HTMLElement | null): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.dataset['paletteHost'] = '';
  document.body.append(host);
  createRoot(host).render(<PaletteHost {...props} returnFocus={returnFocus} />);
}
