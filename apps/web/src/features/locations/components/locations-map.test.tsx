import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Location } from '@foundation/contract/locations';
import LocationsMap from './locations-map';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ notify }));

const centres: Location[] = [
  { id: 1, lat: 33.68, lng: 73.05, title: 'Islamabad office', descriptions: 'Publishing house', color: '#c9a227' },
  { id: 2, lat: 24.86, lng: 67.0, title: '<img src=x onerror=alert(1)>', descriptions: '<b>not bold</b>', color: 'red;background:url(x)' },
];

describe('the locations map', () => {
  it('puts a named marker for every centre, in its colour, with a safe fallback colour', () => {
    render(<LocationsMap locations={centres} />);
    const first = screen.getByRole('button', { name: 'Islamabad office' });
    expect((first.firstElementChild as HTMLElement).style.backgroundColor).toBe('rgb(201, 162, 39)');
    const second = screen.getByRole('button', { name: '<img src=x onerror=alert(1)>' });
    expect((second.firstElementChild as HTMLElement).style.backgroundColor).toBe('rgb(11, 93, 59)');
  });

  it('shows titles and descriptions as text, never as HTML', () => {
    const { container } = render(<LocationsMap locations={centres} />);
    fireEvent.focus(screen.getByRole('button', { name: '<img src=x onerror=alert(1)>' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('<img src=x onerror=alert(1)><b>not bold</b>');
    expect(container.ownerDocument.querySelector('.leaflet-tooltip img, .leaflet-tooltip b')).toBeNull();
  });

  it('names the centre in a toast when its marker is clicked', () => {
    render(<LocationsMap locations={centres} />);
    fireEvent.click(screen.getByRole('button', { name: 'Islamabad office' }));
    expect(notify.success).toHaveBeenCalledWith('Publishing house', 'Islamabad office');
  });
});
