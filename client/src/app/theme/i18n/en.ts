/** The theme switch's words in English: a namespace of its own, as the technician's phone app carries the switch without the frame's other words. */
export default {
  toDark: 'Switch to dark theme',
  toLight: 'Switch to light theme',
};
