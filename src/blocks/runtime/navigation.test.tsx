import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentNavigation, internalHref, NavigationContext, useNavigation } from './navigation';

function Probe({ to, search, hash }: { to: string; search?: Record<string, string>; hash?: string }) {
  const { Link, useSearchStr } = useNavigation();
  const searchStr = useSearchStr();
  return (
    <Link to={to} search={search} hash={hash} className="menu" data-search={searchStr}>
      go
    </Link>
  );
}

describe('documentNavigation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders an internal link as an anchor with its query and hash', () => {
    render(
      <NavigationContext.Provider value={documentNavigation({ pathname: '/fr', searchStr: '?variant=v1' })}>
        <Probe to="/fr/contact" search={{ variant: 'v1' }} hash="form" />
      </NavigationContext.Provider>,
    );
    const link = screen.getByRole('link', { name: 'go' });
    expect(link.getAttribute('href')).toBe('/fr/contact?variant=v1#form');
    expect(link.className).toBe('menu');
    expect(link.hasAttribute('aria-current')).toBe(false);
    expect(link.dataset.search).toBe('?variant=v1');
  });

  it('marks the current page’s link as the router does (exact path, query and trailing slash ignored)', () => {
    const html = renderToString(
      <NavigationContext.Provider value={documentNavigation({ pathname: '/fr/contact/', searchStr: '' })}>
        <Probe to="/fr/contact" search={{ variant: 'v1' }} />
        <Probe to="/fr" />
      </NavigationContext.Provider>,
    );
    expect(html).toContain('<a data-search="" class="menu active" href="/fr/contact?variant=v1" data-status="active" aria-current="page">go</a>');
    expect(html).toContain('<a data-search="" class="menu" href="/fr">go</a>');
  });

  it('navigates by loading the page', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let navigate: ((href: string) => void) | undefined;
    function Navigator() {
      navigate = useNavigation().useNavigate();
      return null;
    }
    render(
      <NavigationContext.Provider value={documentNavigation({ pathname: '/fr', searchStr: '' })}>
        <Navigator />
      </NavigationContext.Provider>,
    );
    navigate?.('/fr/proprietes?category=sale');
    expect(assign).toHaveBeenCalledWith('/fr/proprietes?category=sale');
  });
});

describe('internalHref', () => {
  it('leaves out an empty query and hash', () => {
    expect(internalHref('/en/contact', {}, undefined)).toBe('/en/contact');
    expect(internalHref('/en/contact', { a: 'b c' }, 'x')).toBe('/en/contact?a=b+c#x');
  });
});
