import { render } from 'preact';
import { App } from './app/App.jsx';
import { registerServiceWorker } from './app/pwa.js';
import './styles.css';

render(<App />, document.getElementById('app'));
registerServiceWorker();
