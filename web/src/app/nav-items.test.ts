import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isNavItemActive } from './nav-items';

const item = (label: string) => NAV_ITEMS.find((i) => i.label === label)!;
const activeLabels = (pathname: string) =>
  NAV_ITEMS.filter((i) => isNavItemActive(i, pathname)).map((i) => i.label);

describe('navigation', () => {
  it('has the seven items of the spec in order', () => {
    expect(NAV_ITEMS.map((i) => [i.label, i.href])).toEqual([
      ['Dashboard', '/'],
      ['Practice', '/practice'],
      ['Library', '/library'],
      ['Upload', '/upload'],
      ['In-Call', '/live-coaching'],
      ['Prep', '/prep'],
      ['Team', '/team'],
    ]);
  });

  it('marks Practice, Prep and Team active for any path beginning with them', () => {
    expect(activeLabels('/practice')).toEqual(['Practice']);
    expect(activeLabels('/practice/boss')).toEqual(['Practice']);
    expect(activeLabels('/prep')).toEqual(['Prep']);
    expect(activeLabels('/prep/checklist')).toEqual(['Prep']);
    expect(activeLabels('/team')).toEqual(['Team']);
    expect(activeLabels('/team/members/u1')).toEqual(['Team']);
  });

  it('marks Dashboard only on / and the other items on their exact path', () => {
    expect(activeLabels('/')).toEqual(['Dashboard']);
    expect(activeLabels('/library')).toEqual(['Library']);
    expect(activeLabels('/library/')).toEqual(['Library']);
    expect(isNavItemActive(item('Dashboard'), '/library')).toBe(false);
    expect(isNavItemActive(item('Library'), '/library/abc')).toBe(false);
    expect(activeLabels('/settings')).toEqual([]);
    expect(activeLabels('/report/1')).toEqual([]);
  });
});
