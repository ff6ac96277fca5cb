import type { Playlist } from '@/lib/boards/schemas';

/** Empty rows the playlist form offers after the slides it has, to add slides. */
export const SPARE_SLIDE_ROWS = 2;

/** The playlist form's fields as strings, with the slide rows named `slides.<row>.kind|seconds|detail`. */
export function playlistFormValues(playlist: Playlist | null, plant: string): Record<string, string> {
  const values: Record<string, string> = { plant: playlist?.plant ?? plant, name: playlist?.name ?? '' };
  playlist?.slides.forEach((slide, row) => {
    values[`slides.${row}.kind`] = slide.kind;
    values[`slides.${row}.seconds`] = String(slide.seconds);
    values[`slides.${row}.detail`] = slide.detail ?? '';
  });
  return values;
}

/** How many slide rows the form shows for these values (the filled ones and the spare ones). */
export function slideRowCount(values: Readonly<Record<string, string>>): number {
  let rows = 0;
  while (`slides.${rows}.kind` in values) rows += 1;
  return rows + SPARE_SLIDE_ROWS;
}

/**
 * The posted form as the API's playlist input: rows without a kind are left out, and `rowOf` turns the
 * API's field names back into the form's rows (slide 1 of the input may be row 2 of the form).
 * @example playlistInput({ plant: DEFAULT_PLANT, name: 'Lobby', 'slides.1.kind': 'safety', 'slides.1.seconds': '10' }).rowOf('slides.0.seconds') // 'slides.1.seconds'
 */
export function playlistInput(form: Readonly<Record<string, string>>): {
  input: Record<string, unknown>;
  rowOf: (field: string) => string;
} {
  const rows: number[] = [];
  for (let row = 0; `slides.${row}.kind` in form; row += 1) if (form[`slides.${row}.kind`]) rows.push(row);
  const slides = rows.map((row) => ({
    kind: form[`slides.${row}.kind`],
    seconds: form[`slides.${row}.seconds`] ?? '',
    detail: form[`slides.${row}.detail`] || null,
  }));
  const rowOf = (field: string) => field.replace(/^slides\.(\d+)/, (_, i: string) => `slides.${rows[Number(i)] ?? i}`);
  return { input: { plant: form['plant'], name: form['name'], slides }, rowOf };
}
