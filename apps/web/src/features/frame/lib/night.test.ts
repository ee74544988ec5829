import { isNight, wallMinutes } from './night';

const at = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

describe('isNight', () => {
  const overnight = { start: '21:00', end: '07:00' };

  it('dims across midnight: from the start, through midnight, until the end', () => {
    expect(isNight(overnight, at('20:59'))).toBe(false);
    expect(isNight(overnight, at('21:00'))).toBe(true);
    expect(isNight(overnight, at('23:59'))).toBe(true);
    expect(isNight(overnight, at('00:00'))).toBe(true);
    expect(isNight(overnight, at('06:59'))).toBe(true);
    expect(isNight(overnight, at('07:00'))).toBe(false);
    expect(isNight(overnight, at('12:00'))).toBe(false);
  });

  it('dims within one day when the start comes before the end', () => {
    const nap = { start: '13:00', end: '15:30' };
    expect(isNight(nap, at('12:59'))).toBe(false);
    expect(isNight(nap, at('13:00'))).toBe(true);
    expect(isNight(nap, at('15:29'))).toBe(true);
    expect(isNight(nap, at('15:30'))).toBe(false);
    expect(isNight(nap, at('02:00'))).toBe(false);
  });

  it('never dims without a night, with the same start and end, or with a time it cannot read', () => {
    expect(isNight(null, at('23:00'))).toBe(false);
    expect(isNight({ start: '22:00', end: '22:00' }, at('22:00'))).toBe(false);
    expect(isNight({ start: 'late', end: '07:00' }, at('23:00'))).toBe(false);
  });
});

describe('wallMinutes', () => {
  // 2026-11-27 22:30 UTC: 23:30 in Paris, 17:30 in New York, 07:30 the next day in Tokyo.
  const moment = new Date('2026-11-27T22:30:00Z');

  it('reads the clock of the tablet’s time zone', () => {
    expect(wallMinutes(moment, 'UTC')).toBe(at('22:30'));
    expect(wallMinutes(moment, 'Europe/Paris')).toBe(at('23:30'));
    expect(wallMinutes(moment, 'America/New_York')).toBe(at('17:30'));
    expect(wallMinutes(moment, 'Asia/Tokyo')).toBe(at('07:30'));
  });

  it('puts the same moment in and out of a 21:00-07:00 night depending on the zone', () => {
    const night = { start: '21:00', end: '07:00' };
    expect(isNight(night, wallMinutes(moment, 'Europe/Paris'))).toBe(true);
    expect(isNight(night, wallMinutes(moment, 'America/New_York'))).toBe(false);
    expect(isNight(night, wallMinutes(moment, 'Asia/Tokyo'))).toBe(false);
    expect(isNight(night, wallMinutes(new Date('2026-11-27T21:30:00Z'), 'Asia/Tokyo'))).toBe(true);
  });

  it('shows midnight as 0, not 24', () => {
    expect(wallMinutes(new Date('2026-11-27T00:05:00Z'), 'UTC')).toBe(5);
  });
});
