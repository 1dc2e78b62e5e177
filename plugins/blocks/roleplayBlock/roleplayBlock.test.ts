import plugin from '.';
import { fragment } from '../shared/blockHarness.testing';
import { roleplayHtml } from './examples';
import { initials, parseRoleplay } from './model';

describe('roleplayBlock model', () => {
  const data = parseRoleplay(fragment(roleplayHtml));

  it('registers under its data-type and keeps no state', () => {
    expect(plugin.dataType).toBe('roleplayBlock');
    expect(plugin.state).toBeUndefined();
  });

  it('reads the turns with their speakers, roles, avatars and sides', () => {
    expect(data.stepwise).toBe(true);
    expect(data.turns.map((t) => [t.speaker, t.role, t.side, t.text])).toEqual([
      ['Omar Haddad', '', 0, 'My fern looks sad.'],
      ['Lina', 'Shop owner', 1, 'Where does it stand?'],
      ['Omar Haddad', '', 0, 'Next to the heater.'],
      ['Narrator', '', 1, 'Lina smiles.'],
    ]);
    expect(data.turns[1].avatar).toEqual({ src: 'media/lina.svg', alt: 'Lina' });
    expect(data.intro?.textContent?.trim()).toBe('At the plant shop');
  });

  it('shows everything at once with data-reveal="all"; nothing without turns', () => {
    expect(parseRoleplay(fragment('<div data-type="roleplayBlock" data-reveal="all"><div class="roleplay-turn">Hi</div></div>')).stepwise).toBe(false);
    expect(parseRoleplay(fragment('<div data-type="roleplayBlock"><p>x</p></div>')).turns).toEqual([]);
  });

  it('makes initials for a missing avatar', () => {
    expect(initials('Omar Haddad')).toBe('OH');
    expect(initials('lina')).toBe('L');
    expect(initials('')).toBe('');
  });
});
