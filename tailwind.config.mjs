/** @type {import('tailwindcss').Config} */
export default {
  content: ['./src/**/*.{astro,html,ts,tsx}'],
  darkMode: 'class',
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
