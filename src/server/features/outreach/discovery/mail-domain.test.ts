import { describe, expect, test } from 'vitest';
import { createMailDomainCheck, type MailDomainResolver } from './mail-domain';

const dnsError = (code: string) => Object.assign(new Error(code), { code });

describe('whether a domain takes mail', () => {
  test('MX records say yes; a lone null MX says no', async () => {
    const check = createMailDomainCheck({
      resolveMx: async (domain) =>
        domain === 'null.example' ? [{ exchange: '', priority: 0 }] : [{ exchange: 'mx.a.example', priority: 5 }],
    });
    expect(await check('a.example')).toBe('accepts-mail');
    expect(await check('null.example')).toBe('no-mail');
  });

  test('without MX records an A or AAAA record makes the host its own mail server', async () => {
    const resolver: MailDomainResolver = {
      resolveMx: async () => [],
      resolve4: async (domain) => (domain === 'host.example' ? ['192.0.2.1'] : Promise.reject(dnsError('ENODATA'))),
      resolve6: async () => Promise.reject(dnsError('ENODATA')),
    };
    const check = createMailDomainCheck(resolver);
    expect(await check('host.example')).toBe('accepts-mail');
    expect(await check('bare.example')).toBe('no-mail');
  });

  test('a domain that does not exist takes no mail; a DNS failure is no answer', async () => {
    const check = createMailDomainCheck({
      resolveMx: async (domain) => Promise.reject(dnsError(domain === 'gone.example' ? 'ENOTFOUND' : 'ETIMEOUT')),
    });
    expect(await check('gone.example')).toBe('no-mail');
    expect(await check('slow.example')).toBe('unknown');
  });

  test('asks once per domain, whatever its case', async () => {
    const asked: string[] = [];
    const check = createMailDomainCheck({ resolveMx: async (domain) => (asked.push(domain), [{ exchange: 'mx', priority: 1 }]) });
    await Promise.all([check('a.example'), check('A.example'), check('a.example')]);
    expect(asked).toEqual(['a.example']);
  });
});
