import Foundation

extension City {
  /// The great-circle distance to `other` in kilometres (haversine, on a sphere of the Earth's
  /// mean radius; within half a percent of the distance on the ellipsoid).
  public func distance(to other: City) -> Double {
    let radius = 6_371.008_8
    let phi1 = latitude * .pi / 180
    let phi2 = other.latitude * .pi / 180
    let deltaPhi = phi2 - phi1
    let deltaLambda = (other.longitude - longitude) * .pi / 180
    let a =
      sin(deltaPhi / 2) * sin(deltaPhi / 2)
      + cos(phi1) * cos(phi2) * sin(deltaLambda / 2) * sin(deltaLambda / 2)
    return 2 * radius * asin(min(1, a.squareRoot()))
  }
}
