import { describe, expect, it } from 'vitest';
import { createScreenRegistry, SCREENS, type ScreenModule } from './screens';

const component: ScreenModule['default'] = () => null;

describe('screens', () => {
  it('import a screen only when its route is asked for', async () => {
    const imported: string[] = [];
    const loader = (name: string) => async (): Promise<ScreenModule> => {
      imported.push(name);
      return { default: component };
    };
    const registry = createScreenRegistry({
      '../screens/Maintenance.astro': loader('Maintenance'),
      '../screens/CorrectiveActions-indexPage-detail.astro': loader('CA'),
    });
    expect(registry.names).toEqual(['Maintenance', 'CorrectiveActions-indexPage-detail']);
    expect(imported).toEqual([]);
    expect(await registry.load('ECR')).toBeNull();
    expect(imported).toEqual([]);
    expect(await registry.load('Maintenance')).toBe(component);
    expect(imported).toEqual(['Maintenance']);
  });

  it('refuse a screen named after no route', () => {
    expect(() => createScreenRegistry({ '../screens/Maintenence.astro': async () => ({ default: component }) })).toThrow(/named after no route/);
  });

  it('name only routes of the table', () => {
    expect(() => SCREENS.names).not.toThrow();
  });
});
