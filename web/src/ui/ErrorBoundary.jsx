// Keeps a failing component (a game's Board) from taking the page down:
// shows the fallback instead, with the reason in words.
import { Component } from 'preact';

export class ErrorBoundary extends Component {
  constructor(props) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error) {
    this.setState({ failed: true });
    if (typeof console !== 'undefined') console.error(error);
  }

  componentDidUpdate(prev) {
    // A new view gives the real component another chance.
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
