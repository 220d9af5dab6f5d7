import { NODE_HEIGHT, NODE_WIDTH } from './node-size.ts';

export interface Point {
  x: number;
  y: number;
}

/** A node's place (top-left corner) and size on the canvas. */
export interface NodeBox extends Point {
  id: string;
  width: number;
  height: number;
}

/** Room between a new node and its neighbours, so their handles and edge labels stay apart. */
const GAP = 40;
/** How many node-sized steps from the wanted place are looked at before giving up on it. */
const REACH = 12;

function overlaps(place: Point, box: NodeBox): boolean {
  return (
    place.x < box.x + box.width + GAP &&
    box.x < place.x + NODE_WIDTH + GAP &&
    place.y < box.y + box.height + GAP &&
    box.y < place.y + NODE_HEIGHT + GAP
  );
}

/**
 * Steps around the wanted place, nearest first; on a tie below before above and right before
 * left, the way a flow reads.
 */
function steps(): Point[] {
  const all: Point[] = [];
  for (let x = -REACH; x <= REACH; x++) for (let y = -REACH; y <= REACH; y++) all.push({ x, y });
  const distance = (step: Point) => (step.x * (NODE_WIDTH + GAP)) ** 2 + (step.y * (NODE_HEIGHT + GAP)) ** 2;
  return all.sort((a, b) => distance(a) - distance(b) || b.y - a.y || b.x - a.x);
}
const STEPS = steps();

/** The wanted place if it overlaps no node, else the nearest free place a whole node's step away. */
export function freePlace(boxes: NodeBox[], wanted: Point): Point {
  for (const step of STEPS) {
    const place = {
      x: Math.round(wanted.x + step.x * (NODE_WIDTH + GAP)),
      y: Math.round(wanted.y + step.y * (NODE_HEIGHT + GAP)),
    };
    if (!boxes.some((box) => overlaps(place, box))) return place;
  }
  // A canvas crowded all around: below every node is always free.
  return { x: Math.round(wanted.x), y: Math.max(...boxes.map((box) => box.y + box.height)) + GAP };
}

/**
 * Where a node added from the toolbar goes: under the selected node, where the flow would go on,
 * or else in the middle of what the canvas shows; moved from there until it overlaps nothing.
 */
export function newNodePlace(boxes: NodeBox[], selectedId: string | null, viewCentre: Point): Point {
  const selected = boxes.find((box) => box.id === selectedId);
  const wanted = selected
    ? { x: selected.x, y: selected.y + selected.height + GAP }
    : { x: viewCentre.x - NODE_WIDTH / 2, y: viewCentre.y - NODE_HEIGHT / 2 };
  return freePlace(boxes, wanted);
}
