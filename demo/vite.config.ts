import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { mockServiceWorkerPlugin } from './build/mock-service-worker-plugin.ts'
import { demoPages } from './build/pages.ts'
import { securityHeadersPlugin } from './build/security-headers-plugin.ts'
import { serverMarkupPlugin } from './build/server-markup-plugin.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  plugins: [securityHeadersPlugin(), serverMarkupPlugin(), mockServiceWorkerPlugin()],
  // "/fa/" and "/en/" serve their index.html, in dev and in the preview alike.
  appType: 'mpa',
  build: {
    rollupOptions: { input: demoPages(root) },
    // The demo ships msw and both emulated servers in its pages; no site would.
    chunkSizeWarningLimit: 800,
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
})
