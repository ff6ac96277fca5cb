import { describe, expect, it } from 'vitest';
import { playlistFormValues, playlistInput, slideRowCount } from './playlist-form';

describe('the playlist form', () => {
  it('leaves out rows without a kind and places the API refusals back on their rows', () => {
    const { input, rowOf } = playlistInput({
      plant: 'SPIRITLA',
      name: 'Lobby',
      'slides.0.kind': '',
      'slides.0.seconds': '30',
      'slides.1.kind': 'safety',
      'slides.1.seconds': 'ten',
      'slides.1.detail': '2026-01-01',
      'slides.2.kind': 'picture',
      'slides.2.seconds': '10',
      'slides.2.detail': '',
    });
    expect(input['slides']).toEqual([
      { kind: 'safety', seconds: 'ten', detail: '2026-01-01' },
      { kind: 'picture', seconds: '10', detail: null },
    ]);
    expect(rowOf('slides.0.seconds')).toBe('slides.1.seconds');
    expect(rowOf('slides.1.kind')).toBe('slides.2.kind');
    expect(rowOf('name')).toBe('name');
  });

  it('fills a playlist into rows and offers two spare rows', () => {
    const values = playlistFormValues(
      { id: 1, plant: 'BGOHIO', name: 'Office', slides: [{ kind: 'blog', seconds: 15, detail: null }] },
      'SPIRITLA',
    );
    expect(values).toMatchObject({ plant: 'BGOHIO', name: 'Office', 'slides.0.kind': 'blog', 'slides.0.seconds': '15' });
    expect(slideRowCount(values)).toBe(3);
    expect(slideRowCount(playlistFormValues(null, 'SPIRITLA'))).toBe(2);
  });
});
