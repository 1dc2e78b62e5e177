import { fireEvent, render, screen } from '@testing-library/react';
import { BlockHarness, fragment } from '../shared/blockHarness.testing';
import { roleplayHtml } from './examples';
import View from './View';

function setup(html = roleplayHtml) {
  const announce = jest.fn();
  render(<BlockHarness View={View} root={fragment(html)} announce={announce} />);
  return { announce };
}
const turns = () => screen.getAllByRole('listitem');

describe('roleplayBlock view', () => {
  it('reveals the conversation turn by turn, announcing each new line', () => {
    const { announce } = setup();
    expect(screen.getByRole('list')).toBeTruthy();
    expect(turns()).toHaveLength(1);
    const go = screen.getByRole('button', { name: '[continue]' });
    go.focus();
    fireEvent.click(go);
    expect(turns()).toHaveLength(2);
    expect(announce).toHaveBeenLastCalledWith('Lina: Where does it stand?');
    expect(document.activeElement).toBe(go);
    fireEvent.click(go);
    fireEvent.click(go);
    expect(turns()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: '[continue]' })).toBeNull();
    // The button that replaces Continue takes the focus.
    const replay = screen.getByRole('button', { name: '[restart]' });
    expect(document.activeElement).toBe(replay);
    fireEvent.click(replay);
    expect(turns()).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '[continue]' }));
  });

  it('each turn names its speaker and role', () => {
    setup(roleplayHtml.replace('data-type="roleplayBlock"', 'data-type="roleplayBlock" data-reveal="all"'));
    expect(turns()).toHaveLength(4);
    expect(turns()[1].textContent).toContain('Lina');
    expect(turns()[1].textContent).toContain('Shop owner');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
