import { listenerNetwork } from './listener-network.js';

describe('listenerNetwork', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:8a2e:370:7334:1', '2001:db8:85a3:1::/64'],
    ['2001:0DB8:85a3:0001:ffff:ffff:ffff:ffff', '2001:db8:85a3:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s is hashed as %s', (ip, network) => {
    expect(listenerNetwork(ip)).toBe(network);
  });

  it('gives one listener for two host halves of one /64', () => {
    expect(listenerNetwork('2001:db8:aa:bb:1111:2222:3333:4444')).toBe(listenerNetwork('2001:db8:aa:bb:5555::6'));
  });
});
