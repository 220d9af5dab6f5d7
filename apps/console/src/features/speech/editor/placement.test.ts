import { describe, expect, it } from 'vitest';
import { NODE_HEIGHT, NODE_WIDTH } from './node-size.ts';
import { freePlace, type NodeBox, newNodePlace, type Point } from './placement.ts';

const box = (id: string, x: number, y: number, height = NODE_HEIGHT): NodeBox => ({
  id,
  x,
  y,
  width: NODE_WIDTH,
  height,
});

/** Whether a new node at a place would cover any part of a box. */
const covers = (place: Point, other: NodeBox) =>
  place.x < other.x + other.width &&
  other.x < place.x + NODE_WIDTH &&
  place.y < other.y + other.height &&
  other.y < place.y + NODE_HEIGHT;

describe('where a new node goes', () => {
  it('in the middle of the view on an empty canvas or where nothing is', () => {
    const centred = (centre: Point) => ({
      x: Math.round(centre.x - NODE_WIDTH / 2),
      y: Math.round(centre.y - NODE_HEIGHT / 2),
    });
    expect(newNodePlace([], null, { x: 500, y: 300 })).toEqual(centred({ x: 500, y: 300 }));
    const far = [box('a', 2000, 2000)];
    expect(newNodePlace(far, null, { x: 0, y: 0 })).toEqual(centred({ x: 0, y: 0 }));
  });

  it('moved off a node in the middle of the view, by the nearest step: below it', () => {
    const middle = box('a', 0, 0);
    const place = freePlace([middle], { x: 10, y: 10 });
    expect(covers(place, middle)).toBe(false);
    expect(place.x).toBe(10);
    expect(place.y).toBeGreaterThan(NODE_HEIGHT);
  });

  it('under the selected node, and beside what is already under it', () => {
    const opening = box('opening', 0, 0);
    expect(newNodePlace([opening], 'opening', { x: 900, y: 900 })).toEqual({ x: 0, y: NODE_HEIGHT + 40 });
    const boxes = [opening, box('ask', 0, 140, 150), box('bye', 0, 330)];
    const place = newNodePlace(boxes, 'opening', { x: 900, y: 900 });
    for (const other of boxes) expect(covers(place, other)).toBe(false);
  });

  it('two nodes added one after the other, each selected when added, never overlap', () => {
    const boxes = [box('opening', 0, 0), box('ask', 0, 140), box('bye', 0, 280)];
    for (const id of ['n1', 'n2', 'n3']) {
      const place = newNodePlace(boxes, boxes.at(-1)?.id ?? null, { x: 115, y: 188 });
      for (const other of boxes) expect(covers(place, other)).toBe(false);
      boxes.push(box(id, place.x, place.y));
    }
  });

  it('below everything on a canvas crowded all around the wanted place', () => {
    const crowd: NodeBox[] = [];
    const [stepX, stepY] = [NODE_WIDTH + 40, NODE_HEIGHT + 40];
    for (let x = -30; x <= 30; x++) for (let y = -30; y <= 30; y++) crowd.push(box(`${x}:${y}`, x * stepX, y * stepY));
    const place = freePlace(crowd, { x: 0, y: 0 });
    for (const other of crowd) expect(covers(place, other)).toBe(false);
    expect(place.y).toBe(30 * stepY + NODE_HEIGHT + 40);
  });
});
