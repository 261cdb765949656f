def tracker(obs): pass
class Tracker: pass
