/** Whether the shop lists any painting: one item asked for (the home page's loader asks first, the hero reads it). */
export const anyPaintingInput = { list: 'all', pageSize: 1 } as const;
