/** The size a node takes on the canvas: the layout spaces nodes by it, focusing centres on it. */
export const NODE_WIDTH = 255; // .script-node's width in editor.css
export const NODE_HEIGHT = 96;
