import { describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n';
import { listPlant, plantCaption } from './list-plant';

describe("a shop-floor list starts on the top bar's plant and says so", () => {
  it("takes the top bar's plant when the query names none, and the query's choice (All included) otherwise", () => {
    expect(listPlant(new URLSearchParams(''), 'SPIRITLA')).toEqual({ plant: 'SPIRITLA', fromTopBar: true });
    expect(listPlant(new URLSearchParams('plant=All'), 'SPIRITLA')).toEqual({ plant: 'All', fromTopBar: false });
    expect(listPlant(new URLSearchParams('plant=BGOHIO'), 'SPIRITLA')).toEqual({ plant: 'BGOHIO', fromTopBar: false });
    expect(listPlant(new URLSearchParams('plant=Nowhere'), 'SPIRITLA')).toEqual({ plant: 'All', fromTopBar: false });
  });

  it('names the plant in the heading, in both languages', () => {
    const top = listPlant(new URLSearchParams(''), 'SPIRITLA');
    expect(plantCaption(translator('en'), top)).toBe("Spirit Lake (the top bar's plant)");
    expect(plantCaption(translator('es'), top)).toBe('Spirit Lake (la planta de la barra superior)');
    expect(plantCaption(translator('es'), { plant: 'All', fromTopBar: false })).toBe('Todas');
    expect(plantCaption(translator('en'), { plant: 'All', fromTopBar: false }, 'All plants')).toBe('All plants');
  });
});
