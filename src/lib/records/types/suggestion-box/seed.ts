import type { SeedStory } from '@/lib/records/engine/server/seed-story';

/**
 * A plant's suggestion box: a few ideas signed, one sent anonymously (no owner is stored), one taken up by
 * the reviewer, one accepted with its response, one implemented.
 */
export function suggestionStories(plant: string, people: readonly number[], reviewer: number): SeedStory[] {
  const [a, b, c] = people;
  const s = (
    age: number,
    owner: number | null,
    state: string,
    path: string[],
    fields: Record<string, string | number | boolean>,
  ): SeedStory => ({ type: 'Suggestion', plant, state, path, age, owner, by: reviewer, fields: { anonymous: owner === null, ...fields } });
  return [
    s(20, a!, 'implemented', ['underReview', 'accepted', 'implemented'], {
      subject: 'Label the gas bottles by mix',
      description: 'Color tags on the argon and the C25 bottles so nobody hooks up the wrong mix.',
      area: 'production',
      reviewer,
      response: 'Done: tags on every cart since Monday.',
    }),
    s(12, b!, 'accepted', ['underReview', 'accepted'], {
      subject: 'Second air hose at the hone',
      description: 'One hose for two stations means waiting; a second drop would save minutes every hour.',
      area: 'maintenance',
      reviewer,
      response: 'Approved; maintenance will run the drop next shutdown.',
    }),
    s(6, null, 'underReview', ['underReview'], {
      subject: 'Forklift speed in the aisle by the break room',
      description: 'Forklifts come around the corner fast at shift change. A mirror and a speed sign would help.',
      area: 'safety',
      reviewer,
    }),
    s(2, c!, 'submitted', [], {
      subject: 'Print travelers double-sided',
      description: 'Most travelers are two pages; double-sided would halve the paper.',
      area: 'office',
    }),
    s(1, null, 'submitted', [], {
      subject: 'Gloves that work with the tablets',
      description: 'The scanners and the tablets do not take our gloves; touch-screen gloves would save taking them off.',
      area: 'quality',
    }),
  ];
}
