import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// The site's own plugins and versions (resolved from apps/web), none of its code.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
})
