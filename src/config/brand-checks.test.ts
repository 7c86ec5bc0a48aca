// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataUriLimit } from './brand-checks.ts';
import { checkSiteConfig } from './check-site-config.ts';

const shipped = JSON.parse(readFileSync(resolve(process.cwd(), 'site-config/site.json'), 'utf8'));
const checked = (change: (c: Record<string, any>) => void) => {
  const copy = structuredClone(shipped);
  change(copy);
  const result = checkSiteConfig(copy);
  return {
    errors: result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`),
    warnings: (result.warnings ?? []).map((p) => `${p.path}: ${p.message}`),
  };
};

/** The shipped file under another name, with its addresses and hosts made the new brand's. */
const rebranded = (c: Record<string, any>) => {
  c.brand.name = 'Orchid Markets';
  c.brand.businessEmail = 'business@orchid.example.com';
  c.brand.supportEmail = 'support@orchid.example.com';
  c.brand.social = [{ network: 'x', url: 'https://x.com/orchidmarkets' }];
  for (const [key, host] of Object.entries(c.environments.hosts.prod))
    c.environments.hosts.prod[key] = Array.isArray(host)
      ? ['https://static.orchid.example.com']
      : String(host).replace('exchange.example', 'orchid.example.com');
};

describe('the rebrand checks', () => {
  it('find nothing in the shipped file, nor in a complete rebrand', () => {
    expect(checked(() => {})).toEqual({ errors: [], warnings: [] });
    expect(checked(rebranded)).toEqual({ errors: [], warnings: [] });
  });

  it('refuse a brand name or a font family of spaces', () => {
    const { errors } = checked((c) => {
      c.brand.name = '   ';
      c.brand.theme = { fonts: { files: [{ family: '  ', src: '/brand/a.woff2' }] } };
    });
    expect(errors).toContain('brand.name: is only spaces: the header, the title and the footer need a name');
    expect(errors).toContain('brand.theme.fonts.files[0].family: is only spaces: name the family');
  });

  it(`refuse a data: URI logo over ${dataUriLimit / 1024} KB and accept a small one`, () => {
    const heavy = `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}`;
    expect(checked((c) => (c.brand.logo = heavy)).errors).toEqual([
      expect.stringMatching(
        /^brand\.logo: is a data: URI of 2048 KB; .* 100 KB at most: put the file in the brand folder/,
      ),
    ]);
    expect(checked((c) => (c.brand.logo = 'data:image/svg+xml;base64,PHN2Zy8+')).errors).toEqual([]);
  });

  it('warn of a logo or icon address that looks like a web page or has no image extension', () => {
    const { errors, warnings } = checked((c) => {
      c.brand.logo = 'https://cdn.example.com/brand/logo.html';
      c.brand.theme = {
        logos: { dark: 'https://www.example.com/', mark: '/brand/mark' },
        icons: { favicon: '/brand/favicon.php' },
      };
    });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      'brand.logo: "https://cdn.example.com/brand/logo.html" looks like a web page, not an image: name the image file itself',
      'brand.theme.logos.dark: "https://www.example.com/" looks like a web page, not an image: name the image file itself',
      expect.stringMatching(/^brand\.theme\.logos\.mark: "\/brand\/mark" does not end in an image's extension/),
      'brand.theme.icons.favicon: "/brand/favicon.php" looks like a web page, not an image: name the image file itself',
    ]);
  });

  it('refuse a plain http host in the production environment, and only there', () => {
    const { errors } = checked((c) => {
      c.environments.hosts.prod.api = 'http://api.exchange.example';
      c.environments.hosts.prod.images = ['https://static.exchange.example', 'http://img.exchange.example'];
      c.environments.hosts.dev.api = 'http://localhost:8080';
    });
    expect(errors).toEqual([
      expect.stringMatching(/^environments\.hosts\.prod\.api: "http:\/\/api\.exchange\.example" is plain http/),
      expect.stringMatching(/^environments\.hosts\.prod\.images\[1\]: "http:\/\/img\.exchange\.example" is plain http/),
    ]);
  });

  it("let a production copy on this machine call this machine's own addresses over http, as browsers do", () => {
    const { errors } = checked((c) => {
      c.environments.hosts.prod.api = 'http://127.0.0.1:8080/sandbox/base';
      c.environments.hosts.prod.maintenance = 'http://localhost:8080/sandbox/maintenance';
      c.environments.hosts.prod.chat = 'http://[::1]:8080/chat';
    });
    expect(errors).toEqual([]);
  });

  it("warn of the shipped brand's addresses, social links and hosts left under a new name", () => {
    const { errors, warnings } = checked((c) => {
      rebranded(c);
      c.brand.supportEmail = shipped.brand.supportEmail;
      c.brand.social = shipped.brand.social;
      c.environments.hosts.prod.api = shipped.environments.hosts.prod.api;
    });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      `brand.supportEmail: "support@lumen.exchange.example" is the shipped brand's (Lumen Exchange), left under the name Orchid Markets: give yours, or remove it`,
      ...shipped.brand.social.map(
        (link: { url: string }, i: number) =>
          `brand.social[${i}].url: "${link.url}" is the shipped brand's (Lumen Exchange), left under the name Orchid Markets: give yours, or remove it`,
      ),
      'environments.hosts.prod.api: "https://api.exchange.example" is the shipped placeholder host, left under the name Orchid Markets: give your production host',
    ]);
  });
});
