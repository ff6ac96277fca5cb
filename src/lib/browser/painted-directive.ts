/**
 * `client:painted`, the top bar's hydration: an island's code is fetched once the document is
 * parsed, and it hydrates once the frame after that has been drawn, so on a plant network React's work never delays the page's own
 * first and largest paint (with `client:load` the top bar hydrated while the page's body was still
 * arriving). An IntersectionObserver's first report is the "after the next frame" signal: it is sent for
 * every observed element, visible or not, after the frame's rendering, and Playwright's paused clock
 * does not stop it (tests keep their hydration markers).
 *
 * Nothing a person does before that is lost: a click on a button of the island, or a choice in one of
 * its selects, is kept and given again to the hydrated island (the same DOM nodes: hydration keeps the
 * server's). A link works before any script, so it is left alone.
 */
import type { ClientDirective } from 'astro';

/** What a person did in the island before it hydrated. */
interface Pending {
  clicked: HTMLElement | null;
  chosen: Map<HTMLSelectElement, string>;
}

/** Keeps clicks on buttons and changes of selects made inside `el` until `replay`. */
function keep(el: HTMLElement): { pending: Pending; stop: () => void } {
  const pending: Pending = { clicked: null, chosen: new Map() };
  const onClick = (event: Event): void => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    if (button && el.contains(button)) pending.clicked = button;
  };
  const onChange = (event: Event): void => {
    if (event.target instanceof HTMLSelectElement) pending.chosen.set(event.target, event.target.value);
  };
  el.addEventListener('click', onClick, true);
  el.addEventListener('change', onChange, true);
  return {
    pending,
    stop: () => {
      el.removeEventListener('click', onClick, true);
      el.removeEventListener('change', onChange, true);
    },
  };
}

/** Gives the hydrated island what was done before: the choices first, then the last click. */
function replay({ clicked, chosen }: Pending): void {
  for (const [select, value] of chosen) {
    // React finishes hydrating at once to answer a discrete event ('input' calls no select's onChange),
    // and setting the select back to its server value is part of that; then the person's choice is set.
    select.dispatchEvent(new Event('input', { bubbles: true }));
    if (select.value !== value) select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (clicked?.isConnected) clicked.click();
}

/** Runs `then` after the frame that follows now has been drawn. */
function afterNextFrame(then: () => void): void {
  const observer = new IntersectionObserver(() => {
    observer.disconnect();
    then();
  });
  observer.observe(document.documentElement);
}

/** The directive: hydrate after the parsed document's first frame, replaying what was done before. */
const painted: ClientDirective = (load, _options, el) => {
  const { pending, stop } = keep(el);
  const start = (): void => {
    // The island's code is fetched at once (on a first visit it crosses the slow link); React's work waits for the frame.
    const loaded = load();
    afterNextFrame(() => {
      void loaded.then(async (run) => {
        await run();
        stop();
        replay(pending);
      });
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
};

export default painted;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the parsed page's first frame, replaying clicks and choices made before (painted-directive.ts). */
    'client:painted'?: boolean;
  }
}
