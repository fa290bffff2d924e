// Electron entry point. Everything that imports 'electron' lives in ./shell; the core runs in plain Node.
import './shell/electron-main'
