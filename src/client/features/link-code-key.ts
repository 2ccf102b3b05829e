/** Where this browser remembers a link's discount code (`/?discount=SPRING10`) until its cart takes it. */
export const LINK_CODE_KEY = 'discountCode';
