import { describe, expect, it } from 'vitest';
import {
  annotationsOfLayers,
  colorName,
  dayOf,
  instantOnDay,
  type Layer,
  shownLayerIds,
} from './annotations-view.ts';

const layer = (id: number): Layer => ({
  id,
  businessProfileId: 1,
  name: `Layer ${id}`,
  color: '#1890ff',
  brand: null,
  type: 'public',
  createdBy: 2,
});

describe('spec 02 §3 widget config: the layers a time chart shows', () => {
  const layers = [layer(1), layer(2), layer(3)];
  it.each([
    ['no config: every layer', {}, [1, 2, 3]],
    ['annotations switched off: none', { annotations: { enabled: false } }, []],
    ['switched on with chosen layers', { annotations: { enabled: true }, layerIds: [3, 1] }, [1, 3]],
    ['a deleted layer is dropped', { layerIds: [2, 9] }, [2]],
    ['chosen none', { layerIds: [] }, []],
  ] as const)('%s', (_, config, expected) => {
    expect(shownLayerIds(config as never, layers)).toEqual(expected);
  });

  it('keeps the annotations of the shown layers only', () => {
    const a = (id: number, layerId: number) => ({ id, layerId }) as never;
    expect(annotationsOfLayers([a(1, 1), a(2, 2), a(3, 3)], [1, 3]).map((x: { id: number }) => x.id)).toEqual(
      [1, 3],
    );
  });
});

describe('an annotation’s instant from a day in the viewer’s zone', () => {
  it('takes the midnight of a new day in the zone', () => {
    expect(instantOnDay('2026-11-02', 'Europe/Berlin', null)).toBe('2026-11-01T23:00:00.000Z');
    expect(instantOnDay('2026-07-02', 'Europe/Berlin', null)).toBe('2026-07-01T22:00:00.000Z');
  });

  it('keeps the time of day of the instant it replaces (a point of an hourly chart)', () => {
    expect(instantOnDay('2026-11-05', 'UTC', '2026-11-02T14:00:00.000Z')).toBe('2026-11-05T14:00:00.000Z');
  });

  it('reads the day of an instant in the zone', () => {
    expect(dayOf('2026-11-01T23:30:00.000Z', 'UTC')).toBe('2026-11-01');
    expect(dayOf('2026-11-01T23:30:00.000Z', 'Europe/Berlin')).toBe('2026-11-02');
  });

  it('names the palette’s colours in words, and an unknown colour by its code', () => {
    expect(colorName('#F5222D')).toBe('Red');
    expect(colorName('#123456')).toBe('#123456');
  });
});
