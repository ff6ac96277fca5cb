import { errorId } from './aria';
import { FORM } from './classes';
import { numberProblem, type NumberRule, type NumberWords } from './number';

const read = <T>(text: string | undefined): T | null => {
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
};

/** The message an input's text earns now, else null (empty is fine for an optional field). */
function messageOf(input: HTMLInputElement): string | null {
  const check = read<NumberRule>(input.dataset['number']);
  const says = read<NumberWords>(input.dataset['numberSays']);
  if (!check || !says) return null;
  if (check.optional && input.value.trim() === '') return null;
  const problem = numberProblem(input.value, check);
  return problem ? says[problem] : null;
}

/** Shows (or clears) an input's message under it, where the server puts its own. */
function show(input: HTMLInputElement, message: string | null): void {
  const id = errorId(input.id);
  let p = document.getElementById(id);
  if (!p && message) {
    p = document.createElement('p');
    p.id = id;
    p.className = FORM.error;
    p.dataset['testid'] = `error-${input.name}`;
    input.closest('[data-field]')?.append(p);
  }
  if (p) {
    p.textContent = message ?? '';
    p.hidden = !message;
  }
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((d) => d && d !== id);
  if (message) described.push(id);
  if (described.length) input.setAttribute('aria-describedby', described.join(' '));
  else input.removeAttribute('aria-describedby');
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

const numberInput = (target: EventTarget | null): HTMLInputElement | null =>
  target instanceof HTMLInputElement && target.dataset['number'] ? target : null;

// A typo is said when the person leaves the field, and its message goes as soon as the text changes.
// Left by pressing a button, the message waits until the press is over: appearing under the field at
// once it would push the button away from the finger, and the tap on Save would be lost.
let pressing = false;
const waiting = new Set<HTMLInputElement>();
document.addEventListener('pointerdown', () => (pressing = true), true);
const released = (): void => {
  setTimeout(() => {
    pressing = false;
    for (const input of waiting) show(input, messageOf(input));
    waiting.clear();
  }, 0);
};
document.addEventListener('pointerup', released, true);
document.addEventListener('pointercancel', released, true);
document.addEventListener('change', (event) => {
  const input = numberInput(event.target);
  if (input && pressing) waiting.add(input);
  else if (input) show(input, messageOf(input));
});
document.addEventListener('input', (event) => {
  const input = numberInput(event.target);
  if (input && input.getAttribute('aria-invalid') === 'true') show(input, null);
});
