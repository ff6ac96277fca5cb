/** @type {import('tailwindcss').Config} */
export default {
  content: ['./src/**/*.{astro,html,ts,tsx}'],
  // Dark styles apply on screen only, so every page prints black on white (issue 11: records print on letter paper).
  darkMode: ['variant', '@media screen { &:is(.dark *) }'],
  theme: {
    extend: {
      colors: {
        // Spec §9: primary colour #004c97, also used for active items.
        primary: { DEFAULT: '#004c97', light: '#3d7fc4', dark: '#003366' },
      },
      spacing: { drawer: '275px' },
      maxWidth: { 'app-label': '190px' },
      maxHeight: { dropdown: '500px' },
    },
  },
  plugins: [],
};
